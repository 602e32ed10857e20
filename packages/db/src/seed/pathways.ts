// The Pathways catalogue: 11 paths × 5 levels, and the core projects linked to the levels.
// Idempotent upserts: running it at every start changes nothing once the catalogue is in place,
// and edits to the text below reach existing databases.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { inTransaction } from './transaction.js';

export interface PathwaySeed {
  name: string;
  description: string;
  coreCompetencies: readonly string[];
}

export interface PathwayLevelSeed {
  level: 1 | 2 | 3 | 4 | 5;
  title: string;
  description: string;
}

export interface PathwayProjectSeed {
  title: string;
  description: string;
  type: 'speech' | 'evaluation' | 'leadership' | 'elective';
  level: 1 | 2 | 3 | 4 | 5;
  order: number;
  isRequired: boolean;
  estimatedSpeeches: number;
  estimatedTimeMinutes: number;
  skills: readonly string[];
}

export const PATHWAYS: readonly PathwaySeed[] = [
  {
    name: 'Dynamic Leadership',
    description:
      'Builds the confidence to lead people through change and to adapt your style to each situation.',
    coreCompetencies: [
      'Leading through change',
      'Adaptive leadership',
      'Decision making',
      'Negotiation',
    ],
  },
  {
    name: 'Effective Coaching',
    description:
      'Develops the skills to guide others toward their goals with structured feedback and support.',
    coreCompetencies: ['Coaching', 'Giving feedback', 'Goal setting', 'Active listening'],
  },
  {
    name: 'Innovative Planning',
    description:
      'Teaches you to turn new ideas into workable plans and to present them persuasively.',
    coreCompetencies: [
      'Project planning',
      'Creative thinking',
      'Problem solving',
      'Presenting proposals',
    ],
  },
  {
    name: 'Leadership Development',
    description:
      'Strengthens the everyday management skills needed to organise people, time and events.',
    coreCompetencies: ['Time management', 'Event planning', 'Delegation', 'Team leadership'],
  },
  {
    name: 'Motivational Strategies',
    description: 'Explores what drives people and how to use that understanding to inspire a team.',
    coreCompetencies: [
      'Understanding motivation',
      'Building consensus',
      'Inspiring others',
      'Emotional intelligence',
    ],
  },
  {
    name: 'Persuasive Influence',
    description:
      'Focuses on influencing decisions through well-reasoned arguments and careful negotiation.',
    coreCompetencies: ['Persuasion', 'Negotiation', 'Conflict resolution', 'Strategic thinking'],
  },
  {
    name: 'Presentation Mastery',
    description:
      'Refines delivery, structure and audience awareness so every presentation lands with impact.',
    coreCompetencies: [
      'Speech structure',
      'Vocal variety',
      'Body language',
      'Audience analysis',
      'Visual aids',
    ],
  },
  {
    name: 'Strategic Relationships',
    description:
      'Helps you build and maintain the professional networks that open new opportunities.',
    coreCompetencies: [
      'Networking',
      'Relationship building',
      'Public relations',
      'Diversity awareness',
    ],
  },
  {
    name: 'Team Collaboration',
    description:
      'Develops the skills to work well in teams, share leadership and resolve differences constructively.',
    coreCompetencies: [
      'Collaboration',
      'Team building',
      'Conflict resolution',
      'Shared leadership',
    ],
  },
  {
    name: 'Visionary Communication',
    description:
      'Prepares you to create a compelling vision and communicate it clearly to any audience.',
    coreCompetencies: [
      'Vision setting',
      'Strategic communication',
      'Storytelling',
      'Change management',
    ],
  },
  {
    name: 'Engaging Humor',
    description:
      'Shows how to use humour naturally to connect with an audience and make messages memorable.',
    coreCompetencies: [
      'Humorous storytelling',
      'Comic timing',
      'Audience connection',
      'Self-deprecating humour',
    ],
  },
];

export const PATHWAY_LEVELS: readonly PathwayLevelSeed[] = [
  {
    level: 1,
    title: 'Mastering Fundamentals',
    description:
      'Introduce yourself to the club and learn the basics of speech structure and evaluation.',
  },
  {
    level: 2,
    title: 'Learning Your Style',
    description: 'Discover your communication style and how to adapt it to the people around you.',
  },
  {
    level: 3,
    title: 'Increasing Knowledge',
    description: 'Broaden your skills with projects that stretch your delivery and your planning.',
  },
  {
    level: 4,
    title: 'Building Skills',
    description: 'Apply what you have learned to more complex speaking and leadership situations.',
  },
  {
    level: 5,
    title: 'Demonstrating Expertise',
    description: 'Bring your skills together in a capstone project and reflect on your journey.',
  },
];

export const PATHWAY_PROJECTS: readonly PathwayProjectSeed[] = [
  {
    title: 'Ice Breaker',
    description:
      'Introduce yourself to the club with a short personal speech and receive your first evaluation.',
    type: 'speech',
    level: 1,
    order: 1,
    isRequired: true,
    estimatedSpeeches: 1,
    estimatedTimeMinutes: 6,
    skills: ['Speech structure', 'Confidence'],
  },
  {
    title: 'Evaluation and Feedback',
    description:
      'Deliver a speech, receive feedback, then evaluate another member using what you learned.',
    type: 'evaluation',
    level: 1,
    order: 2,
    isRequired: true,
    estimatedSpeeches: 2,
    estimatedTimeMinutes: 7,
    skills: ['Giving feedback', 'Receiving feedback'],
  },
  {
    title: 'Researching and Presenting',
    description:
      'Research a topic of your choice and present the findings in a clear, organised speech.',
    type: 'speech',
    level: 1,
    order: 3,
    isRequired: true,
    estimatedSpeeches: 1,
    estimatedTimeMinutes: 7,
    skills: ['Research', 'Organisation'],
  },
  {
    title: 'Introduction to Vocal Variety and Body Language',
    description:
      'Use pitch, pace, pauses and gestures deliberately to support the message of your speech.',
    type: 'speech',
    level: 2,
    order: 1,
    isRequired: true,
    estimatedSpeeches: 1,
    estimatedTimeMinutes: 7,
    skills: ['Vocal variety', 'Body language'],
  },
  {
    title: 'Active Listening',
    description:
      'Practise listening for meaning and respond to impromptu prompts during Table Topics.',
    type: 'speech',
    level: 2,
    order: 2,
    isRequired: true,
    estimatedSpeeches: 1,
    estimatedTimeMinutes: 3,
    skills: ['Listening', 'Impromptu speaking'],
  },
  {
    title: 'Understanding Your Communication Style',
    description:
      'Identify your natural communication style and speak about how it shapes your interactions.',
    type: 'speech',
    level: 2,
    order: 3,
    isRequired: true,
    estimatedSpeeches: 1,
    estimatedTimeMinutes: 7,
    skills: ['Self-awareness', 'Adaptability'],
  },
  {
    title: 'Persuasive Speaking',
    description: 'Build a case for a position and move the audience to accept it or to act on it.',
    type: 'elective',
    level: 3,
    order: 1,
    isRequired: false,
    estimatedSpeeches: 1,
    estimatedTimeMinutes: 7,
    skills: ['Persuasion', 'Argument structure'],
  },
  {
    title: 'Deliver Social Speeches',
    description:
      'Prepare and deliver two short speeches for social occasions such as a toast or a tribute.',
    type: 'elective',
    level: 3,
    order: 2,
    isRequired: false,
    estimatedSpeeches: 2,
    estimatedTimeMinutes: 5,
    skills: ['Occasion speaking', 'Warmth'],
  },
  {
    title: 'Managing a Difficult Audience',
    description:
      'Practise staying composed and in control when listeners interrupt, disagree or disengage.',
    type: 'elective',
    level: 4,
    order: 1,
    isRequired: false,
    estimatedSpeeches: 1,
    estimatedTimeMinutes: 7,
    skills: ['Composure', 'Audience management'],
  },
  {
    title: 'Creating Effective Visual Aids',
    description: 'Design slides or props that clarify your message instead of competing with it.',
    type: 'speech',
    level: 4,
    order: 2,
    isRequired: true,
    estimatedSpeeches: 1,
    estimatedTimeMinutes: 7,
    skills: ['Visual aids', 'Clarity'],
  },
  {
    title: 'Leading a Club Project',
    description:
      'Plan and lead a project that serves the club, then report on what the team achieved.',
    type: 'leadership',
    level: 5,
    order: 1,
    isRequired: true,
    estimatedSpeeches: 1,
    estimatedTimeMinutes: 7,
    skills: ['Project leadership', 'Delegation'],
  },
  {
    title: 'Reflect on Your Path',
    description:
      'Look back on your journey through the path and share what you learned with the club.',
    type: 'speech',
    level: 5,
    order: 2,
    isRequired: true,
    estimatedSpeeches: 1,
    estimatedTimeMinutes: 12,
    skills: ['Reflection', 'Storytelling'],
  },
];

/** Inserts or refreshes the catalogue. Safe to run concurrently and at every start. */
export async function seedPathways(db: Kysely<Database>): Promise<void> {
  await inTransaction(db, async (trx) => {
    // Serialises concurrent seeders (several API instances starting at once).
    await sql`SELECT pg_advisory_xact_lock(hashtext('lectern_seed_pathways'))`.execute(trx);

    await trx
      .insertInto('pathways')
      .values(
        PATHWAYS.map((p) => ({
          name: p.name,
          description: p.description,
          coreCompetencies: JSON.stringify(p.coreCompetencies),
        })),
      )
      .onConflict((oc) =>
        oc
          .column('name')
          .doUpdateSet((eb) => ({
            description: eb.ref('excluded.description'),
            coreCompetencies: eb.ref('excluded.coreCompetencies'),
          }))
          .where((eb) =>
            eb.or([
              eb('pathways.description', 'is distinct from', eb.ref('excluded.description')),
              eb(
                'pathways.coreCompetencies',
                'is distinct from',
                eb.ref('excluded.coreCompetencies'),
              ),
            ]),
          ),
      )
      .execute();

    const pathwayRows = await trx
      .selectFrom('pathways')
      .select(['id', 'name'])
      .where(
        'name',
        'in',
        PATHWAYS.map((p) => p.name),
      )
      .execute();

    await trx
      .insertInto('pathwayLevels')
      .values(
        pathwayRows.flatMap((p) =>
          PATHWAY_LEVELS.map((l) => ({
            pathwayId: p.id,
            level: l.level,
            title: l.title,
            description: l.description,
          })),
        ),
      )
      .onConflict((oc) =>
        oc
          .columns(['pathwayId', 'level'])
          .doUpdateSet((eb) => ({
            title: eb.ref('excluded.title'),
            description: eb.ref('excluded.description'),
          }))
          .where((eb) =>
            eb.or([
              eb('pathwayLevels.title', 'is distinct from', eb.ref('excluded.title')),
              eb('pathwayLevels.description', 'is distinct from', eb.ref('excluded.description')),
            ]),
          ),
      )
      .execute();

    await trx
      .insertInto('pathwayProjects')
      .values(
        PATHWAY_PROJECTS.map((p) => ({
          title: p.title,
          description: p.description,
          type: p.type,
          pathSpecific: false,
          estimatedSpeeches: p.estimatedSpeeches,
          estimatedTimeMinutes: p.estimatedTimeMinutes,
          skills: JSON.stringify(p.skills),
        })),
      )
      .onConflict((oc) =>
        oc
          .column('title')
          .doUpdateSet((eb) => ({
            description: eb.ref('excluded.description'),
            type: eb.ref('excluded.type'),
            estimatedSpeeches: eb.ref('excluded.estimatedSpeeches'),
            estimatedTimeMinutes: eb.ref('excluded.estimatedTimeMinutes'),
            skills: eb.ref('excluded.skills'),
          }))
          .where((eb) =>
            eb.or([
              eb('pathwayProjects.description', 'is distinct from', eb.ref('excluded.description')),
              eb('pathwayProjects.type', 'is distinct from', eb.ref('excluded.type')),
              eb(
                'pathwayProjects.estimatedSpeeches',
                'is distinct from',
                eb.ref('excluded.estimatedSpeeches'),
              ),
              eb(
                'pathwayProjects.estimatedTimeMinutes',
                'is distinct from',
                eb.ref('excluded.estimatedTimeMinutes'),
              ),
              eb('pathwayProjects.skills', 'is distinct from', eb.ref('excluded.skills')),
            ]),
          ),
      )
      .execute();

    const levelRows = await trx
      .selectFrom('pathwayLevels')
      .select(['id', 'level'])
      .where(
        'pathwayId',
        'in',
        pathwayRows.map((p) => p.id),
      )
      .execute();
    const projectRows = await trx
      .selectFrom('pathwayProjects')
      .select(['id', 'title'])
      .where(
        'title',
        'in',
        PATHWAY_PROJECTS.map((p) => p.title),
      )
      .execute();
    const projectIdByTitle = new Map(projectRows.map((p) => [p.title, p.id]));

    const links = levelRows.flatMap((level) =>
      PATHWAY_PROJECTS.filter((p) => p.level === level.level).map((p) => {
        const projectId = projectIdByTitle.get(p.title);
        if (projectId === undefined)
          throw new Error(`pathway project missing after seeding: ${p.title}`);
        return { levelId: level.id, projectId, isRequired: p.isRequired, order: p.order };
      }),
    );
    await trx
      .insertInto('levelProjects')
      .values(links)
      .onConflict((oc) =>
        oc
          .columns(['levelId', 'projectId'])
          .doUpdateSet((eb) => ({
            isRequired: eb.ref('excluded.isRequired'),
            order: eb.ref('excluded.order'),
          }))
          .where((eb) =>
            eb.or([
              eb('levelProjects.isRequired', 'is distinct from', eb.ref('excluded.isRequired')),
              eb('levelProjects.order', 'is distinct from', eb.ref('excluded.order')),
            ]),
          ),
      )
      .execute();
  });
}
