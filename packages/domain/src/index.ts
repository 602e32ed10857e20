// Public surface of @lectern/domain: every business rule of SPEC.md as pure functions.
export * from './result';
export * from './club-roles';
export * from './permissions';
export * from './meetings';
export * from './meeting-roles';
export * from './meeting-schemas';
export * from './agenda';
export * from './csv';
export * from './money';
export * from './rsvp';
export * from './dashboard';
export * from './members';
export * from './csv-members';
export * from './progress';
export * from './membership';
export * from './schemas';
export * from './validation';
