// The bare twin has no start-up work (without this file Next would take the repository root's).
export function register() {}
