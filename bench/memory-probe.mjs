// Loaded into a server process by bench:memory (`node --import ./bench/memory-probe.mjs …`): answers
// the parent's IPC message 'memory' with process.memoryUsage() and the size of every WebAssembly
// memory the process created (PGlite's Postgres), which the process itself does not report.
// Only the bench loads it; the server knows nothing of it. Plain JavaScript: the server runs as a
// bundle with plain Node, without tsx, and its memory is measured as it runs.
// The answer: process.memoryUsage() and `wasm`, the bytes of every live WebAssembly memory (0 when
// none was seen); its type is ProbeAnswer in memory.ts.

const wasmApi = globalThis.WebAssembly;

/** @type {WeakRef<WebAssembly.Memory>[]} */
const memories = [];
const NativeMemory = wasmApi.Memory;
const remember = (memory) => {
  if (memory instanceof NativeMemory) memories.push(new WeakRef(memory));
};

// Emscripten either creates its memory (`new WebAssembly.Memory`) or takes the one the module exports.
wasmApi.Memory = new Proxy(NativeMemory, {
  construct(target, args) {
    const memory = new target(...args);
    remember(memory);
    return memory;
  },
});
const rememberExports = (instance) => {
  for (const value of Object.values(instance.exports)) remember(value);
};
const nativeInstantiate = wasmApi.instantiate.bind(wasmApi);
wasmApi.instantiate = async (source, imports) => {
  const result = await nativeInstantiate(source, imports);
  rememberExports('instance' in result ? result.instance : result);
  return result;
};
const nativeStreaming = wasmApi.instantiateStreaming?.bind(wasmApi);
if (nativeStreaming) {
  wasmApi.instantiateStreaming = async (source, imports) => {
    const result = await nativeStreaming(source, imports);
    rememberExports(result.instance);
    return result;
  };
}

process.on('message', (message) => {
  if (message !== 'memory') return;
  const seen = new Set();
  for (const ref of memories) {
    const memory = ref.deref();
    if (memory) seen.add(memory);
  }
  let wasm = 0;
  for (const memory of seen) wasm += memory.buffer.byteLength;
  process.send?.({ probe: { ...process.memoryUsage(), wasm } });
});
// The IPC channel must not keep a server that is shutting down alive.
process.channel?.unref();
