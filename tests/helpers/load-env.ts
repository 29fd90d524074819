/** lib/env loaded afresh under the given variables (it reads process.env once, at import). */
export function loadEnv(vars: Record<string, string | undefined>) {
  const saved = { ...process.env };
  Object.assign(process.env, vars);
  try {
    let loaded: typeof import('@/lib/env').env | undefined;
    jest.isolateModules(() => {
      loaded = (jest.requireActual('@/lib/env') as typeof import('@/lib/env')).env;
    });
    return loaded!;
  } finally {
    process.env = saved;
  }
}
