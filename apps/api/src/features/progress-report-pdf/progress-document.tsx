import { Document, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer';
import { PROGRESS_REPORT_TEXT as T } from '@lectern/domain';

/** Everything the printed progress report shows, already worded (progress-report.route.ts). */
export interface ProgressPdfData {
  memberName: string;
  clubName: string;
  clubLine: string;
  dateText: string;
  pathName: string;
  levelText: string;
  progressText: string;
  counters: { label: string; value: number }[];
  completed: { date: string; title: string; detail: string }[];
  pending: { date: string; title: string }[];
  skills: { name: string; level: number; title: string }[];
  achievements: string[];
}

// The same header and table look as the agenda PDF (features/agenda-pdf).
const HEADER_RED = '#b3121f';

const styles = StyleSheet.create({
  page: { padding: 24, fontSize: 8.5, fontFamily: 'Helvetica', color: '#111' },
  header: { backgroundColor: HEADER_RED, color: 'white', padding: 10, borderRadius: 3 },
  clubName: { fontSize: 16, fontFamily: 'Helvetica-Bold' },
  headerLine: { fontSize: 8, marginTop: 2 },
  titleLine: { flexDirection: 'row', justifyContent: 'space-between', marginTop: 8 },
  heading: { fontSize: 11, fontFamily: 'Helvetica-Bold' },
  sub: { fontSize: 9, marginTop: 2 },
  cards: { flexDirection: 'row', marginTop: 8, gap: 8 },
  card: { flex: 1, borderWidth: 0.5, borderColor: '#999', borderRadius: 3, padding: 6 },
  cardTitle: { fontFamily: 'Helvetica-Bold', fontSize: 9, marginBottom: 3 },
  pair: { flexDirection: 'row', justifyContent: 'space-between', marginBottom: 1 },
  table: { marginTop: 8, borderWidth: 0.5, borderColor: '#999' },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderColor: '#ccc', minHeight: 14 },
  headRow: { flexDirection: 'row', backgroundColor: '#eee', borderBottomWidth: 0.5 },
  cell: { paddingVertical: 2, paddingHorizontal: 3 },
  headCell: { fontFamily: 'Helvetica-Bold' },
  date: { width: '18%' },
  project: { width: '82%' },
  notes: { color: '#555', fontSize: 7.5 },
});

function ProgressDocument({ data }: { data: ProgressPdfData }) {
  return (
    <Document
      title={`${T.title}: ${data.memberName}`}
      author={data.clubName}
      subject={data.dateText}
    >
      <Page size="A4" style={styles.page}>
        <View style={styles.header}>
          <Text style={styles.clubName}>{data.clubName}</Text>
          {data.clubLine ? <Text style={styles.headerLine}>{data.clubLine}</Text> : null}
        </View>
        <View style={styles.titleLine}>
          <View>
            <Text style={styles.heading}>{T.title}</Text>
            <Text style={styles.sub}>{data.memberName}</Text>
          </View>
          <Text style={styles.sub}>{T.generated(data.dateText)}</Text>
        </View>
        <View style={styles.cards}>
          <View style={styles.card}>
            <Text style={styles.cardTitle}>{T.path}</Text>
            <Text>{data.pathName}</Text>
            <Text>
              {T.level}: {data.levelText}
            </Text>
            <Text>
              {T.progress}: {data.progressText}
            </Text>
          </View>
          <View style={styles.card}>
            <Text style={styles.cardTitle}>{T.counters}</Text>
            {data.counters.map((c) => (
              <View key={c.label} style={styles.pair}>
                <Text>{c.label}</Text>
                <Text>{String(c.value)}</Text>
              </View>
            ))}
          </View>
          <View style={styles.card}>
            <Text style={styles.cardTitle}>{T.skills}</Text>
            {data.skills.map((s) => (
              <View key={s.name} style={styles.pair}>
                <Text>{s.name}</Text>
                <Text>
                  {s.level} · {s.title}
                </Text>
              </View>
            ))}
          </View>
        </View>
        <Text style={[styles.heading, { marginTop: 10 }]}>{T.completedProjects}</Text>
        <View style={styles.table}>
          {data.completed.length === 0 ? (
            <Text style={styles.cell}>{T.noCompletedProjects}</Text>
          ) : (
            data.completed.map((p, i) => (
              <View key={i} style={styles.row} wrap={false}>
                <Text style={[styles.cell, styles.date]}>{p.date}</Text>
                <View style={[styles.cell, styles.project]}>
                  <Text>{p.title}</Text>
                  {p.detail ? <Text style={styles.notes}>{p.detail}</Text> : null}
                </View>
              </View>
            ))
          )}
        </View>
        {data.pending.length > 0 ? (
          <>
            <Text style={[styles.heading, { marginTop: 10 }]}>{T.pending}</Text>
            <View style={styles.table}>
              {data.pending.map((p, i) => (
                <View key={i} style={styles.row} wrap={false}>
                  <Text style={[styles.cell, styles.date]}>{p.date}</Text>
                  <Text style={[styles.cell, styles.project]}>{p.title}</Text>
                </View>
              ))}
            </View>
          </>
        ) : null}
        <Text style={[styles.heading, { marginTop: 10 }]}>{T.achievements}</Text>
        <Text style={styles.sub}>{data.achievements.join(' · ') || '—'}</Text>
      </Page>
    </Document>
  );
}

export function renderProgressPdf(data: ProgressPdfData): Promise<Buffer> {
  return renderToBuffer(<ProgressDocument data={data} />);
}
