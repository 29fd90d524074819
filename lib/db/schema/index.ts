export * from './site';
export * from './departments';
export * from './doctors';
export * from './booking';
export * from './careers';
export * from './blog';
export * from './pharmacy';
export * from './payments';
