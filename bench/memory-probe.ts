// Loaded into a server process by bench:memory (`node --import ./bench/memory-probe.ts …`): answers
// the parent's IPC message 'memory' with process.memoryUsage() and the size of every WebAssembly
// memory the process created (PGlite's Postgres), which the process itself does not report.
// Only the bench loads it; the server knows nothing of it.

// The bench's TypeScript setup has no WebAssembly types (no DOM library): the few members used here.
interface WasmMemory {
  buffer: ArrayBuffer;
}
type Instance = { exports: Record<string, unknown> };
interface WasmApi {
  Memory: new (descriptor: object) => WasmMemory;
  instantiate: (source: unknown, imports?: object) => Promise<Instance | { instance: Instance }>;
  instantiateStreaming?: (source: unknown, imports?: object) => Promise<{ instance: Instance }>;
}
const wasmApi = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;

const memories: WeakRef<WasmMemory>[] = [];
const NativeMemory = wasmApi.Memory;
const remember = (memory: unknown) => {
  if (memory instanceof NativeMemory) memories.push(new WeakRef(memory));
};

// Emscripten either creates its memory (`new WebAssembly.Memory`) or takes the one the module exports.
wasmApi.Memory = new Proxy(NativeMemory, {
  construct(target, args: [object]) {
    const memory = new target(...args);
    remember(memory);
    return memory;
  },
});
const rememberExports = (instance: Instance) => {
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

export interface ProbeAnswer {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  /** Bytes of every live WebAssembly memory (PGlite), 0 when none was seen. */
  wasm: number;
}

process.on('message', (message) => {
  if (message !== 'memory') return;
  const seen = new Set<WasmMemory>();
  for (const ref of memories) {
    const memory = ref.deref();
    if (memory) seen.add(memory);
  }
  let wasm = 0;
  for (const memory of seen) wasm += memory.buffer.byteLength;
  const answer: ProbeAnswer = { ...process.memoryUsage(), wasm };
  process.send?.({ probe: answer });
});
// The IPC channel must not keep a server that is shutting down alive.
process.channel?.unref();
