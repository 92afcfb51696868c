// The page's engine: a Web Worker running a second copy of the app's
// WebAssembly. The page sends the module it has compiled as the first
// message; once loaded, the module sees it is in a worker, answers the
// page's search requests, and says "ready".
import init from "./akidada.js";

self.onmessage = (event) => {
  self.onmessage = null;
  init({ module_or_path: event.data }).catch((error) => {
    // Seen by the page as the worker's error: it runs its searches itself.
    setTimeout(() => { throw error; });
  });
};
