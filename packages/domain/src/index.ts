// Public surface of @lectern/domain: every business rule of SPEC.md as pure functions.
export * from './result';
export * from './club-roles';
export * from './permissions';
export * from './meetings';
export * from './meeting-roles';
