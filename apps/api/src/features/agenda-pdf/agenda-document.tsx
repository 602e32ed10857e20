import { Document, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer';
import { AGENDA_TEXT, formatClock, TBD, type AgendaRow } from '@lectern/domain';

/** Everything the printed agenda shows, already worded (see agenda-pdf.service.ts). */
export interface AgendaPdfData {
  title: string;
  clubName: string;
  /** 'Club #1234567 · District 90 · Founded March 1998', parts present only. */
  clubLine: string;
  dateText: string;
  timeRange: string;
  location: string;
  theme: string | null;
  notes: string | null;
  rows: AgendaRow[];
  keyRoles: { label: string; name: string }[];
  mission: string;
  nextMeeting: string;
}

// The timing lights match the web's print colours (packages/ui styles.css --timing-*).
const TIMING = { green: '#22a55a', amber: '#f0b429', red: '#e0352b' } as const;
const HEADER_RED = '#b3121f';

const styles = StyleSheet.create({
  page: { padding: 24, fontSize: 7.5, fontFamily: 'Helvetica', color: '#111' },
  header: { backgroundColor: HEADER_RED, color: 'white', padding: 10, borderRadius: 3 },
  clubName: { fontSize: 16, fontFamily: 'Helvetica-Bold' },
  headerLine: { fontSize: 8, marginTop: 2 },
  meetingLine: { flexDirection: 'row', justifyContent: 'space-between', marginTop: 8 },
  heading: { fontSize: 11, fontFamily: 'Helvetica-Bold' },
  theme: { fontSize: 9, marginTop: 2 },
  table: { marginTop: 8, borderWidth: 0.5, borderColor: '#999' },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderColor: '#ccc', minHeight: 14 },
  headRow: { flexDirection: 'row', backgroundColor: '#eee', borderBottomWidth: 0.5 },
  cell: { paddingVertical: 2, paddingHorizontal: 3, justifyContent: 'center' },
  headCell: { fontFamily: 'Helvetica-Bold', fontSize: 7 },
  time: { width: '8%' },
  project: { width: '42%' },
  max: { width: '9%', textAlign: 'center' },
  light: { width: '7%', textAlign: 'center' },
  presenter: { width: '20%' },
  notes: { color: '#555', fontSize: 6.5 },
  cards: { flexDirection: 'row', marginTop: 8, gap: 8 },
  card: { flex: 1, borderWidth: 0.5, borderColor: '#999', borderRadius: 3, padding: 6 },
  cardTitle: { fontFamily: 'Helvetica-Bold', fontSize: 8.5, marginBottom: 3 },
  pair: { flexDirection: 'row', justifyContent: 'space-between', marginBottom: 1 },
  mission: { marginTop: 8, fontSize: 7.5, fontStyle: 'italic' },
});

function Light({ colour, value }: { colour: keyof typeof TIMING; value: string }) {
  return (
    <View style={[styles.cell, styles.light, value ? { backgroundColor: TIMING[colour] } : {}]}>
      <Text>{value}</Text>
    </View>
  );
}

function AgendaDocument({ data }: { data: AgendaPdfData }) {
  const [time, project, max, green, amber, red, presentedBy] = AGENDA_TEXT.tableHeaders;
  return (
    <Document title={data.title} author={data.clubName} subject={data.dateText}>
      <Page size="A4" style={styles.page}>
        <View style={styles.header}>
          <Text style={styles.clubName}>{data.clubName}</Text>
          {data.clubLine ? <Text style={styles.headerLine}>{data.clubLine}</Text> : null}
        </View>
        <View style={styles.meetingLine}>
          <View>
            <Text style={styles.heading}>{data.title}</Text>
            <Text style={styles.theme}>
              {AGENDA_TEXT.themeLabel}: {data.theme?.trim() || TBD}
            </Text>
          </View>
          <View>
            <Text style={styles.heading}>{data.dateText}</Text>
            <Text style={styles.theme}>{data.timeRange}</Text>
          </View>
        </View>
        <View style={styles.table}>
          <View style={styles.headRow} fixed>
            <Text style={[styles.cell, styles.headCell, styles.time]}>{time}</Text>
            <Text style={[styles.cell, styles.headCell, styles.project]}>{project}</Text>
            <Text style={[styles.cell, styles.headCell, styles.max]}>{max}</Text>
            <Text style={[styles.cell, styles.headCell, styles.light]}>{green}</Text>
            <Text style={[styles.cell, styles.headCell, styles.light]}>{amber}</Text>
            <Text style={[styles.cell, styles.headCell, styles.light]}>{red}</Text>
            <Text style={[styles.cell, styles.headCell, styles.presenter]}>{presentedBy}</Text>
          </View>
          {data.rows.map((row) => (
            <View key={row.id} style={styles.row} wrap={false}>
              <Text style={[styles.cell, styles.time]}>{formatClock(row.time)}</Text>
              <View style={[styles.cell, styles.project]}>
                <Text>{row.activity}</Text>
                {row.notes ? <Text style={styles.notes}>{row.notes}</Text> : null}
              </View>
              <Text style={[styles.cell, styles.max]}>{row.maxTime}</Text>
              <Light colour="green" value={row.greenTime} />
              <Light colour="amber" value={row.amberTime} />
              <Light colour="red" value={row.redTime} />
              <View style={[styles.cell, styles.presenter]}>
                <Text>{row.presenter}</Text>
                {row.pathway ? <Text style={styles.notes}>{row.pathway}</Text> : null}
              </View>
            </View>
          ))}
        </View>
        <View style={styles.cards}>
          <View style={styles.card}>
            <Text style={styles.cardTitle}>Meeting Details</Text>
            <Text>{data.dateText}</Text>
            <Text>{data.timeRange}</Text>
            <Text>{data.location}</Text>
            {data.notes ? <Text style={styles.notes}>{data.notes}</Text> : null}
          </View>
          <View style={styles.card}>
            <Text style={styles.cardTitle}>Key Roles</Text>
            {data.keyRoles.map((role) => (
              <View key={role.label} style={styles.pair}>
                <Text>{role.label}</Text>
                <Text>{role.name}</Text>
              </View>
            ))}
          </View>
          <View style={styles.card}>
            <Text style={styles.cardTitle}>{AGENDA_TEXT.nextMeeting}</Text>
            <Text>{data.nextMeeting}</Text>
          </View>
        </View>
        <Text style={styles.mission}>{data.mission}</Text>
      </Page>
    </Document>
  );
}

export function renderAgendaPdf(data: AgendaPdfData): Promise<Buffer> {
  return renderToBuffer(<AgendaDocument data={data} />);
}
