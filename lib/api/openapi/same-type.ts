/**
 * `true` only when A and B are the same type (each assignable to the other). For answers whose
 * TypeScript type lives elsewhere (a read's return type, a provider type), the contract module
 * exports `const x: SameType<TheType, InferType<typeof schema>> = true`, so the type and the
 * documented schema cannot drift apart without the compiler saying so.
 */
export type SameType<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
