// The federation runtime's build flags as the shell's browser build sets them (experiments.optimization in
// @tales/build): no snapshot plugin, so a remote's manifest is read by the shell's manifest plugin alone. The
// runtime reads the flag when it loads: a test imports this module before the runtime.
Object.assign(globalThis, { FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: true });

export {};
