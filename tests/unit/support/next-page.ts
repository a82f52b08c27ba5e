/** A page as Next 16 renders one, for the production server's response tests. */

/** The address of one of the page's script chunks. */
export const chunk = (name: string) => `/_next/static/chunks/${name}.js?dpl=d1`;

/** A page as Next 16 renders one: chunks in the head, the runtime after its bootstrap data. */
export const page = [
  '<!DOCTYPE html><html lang="it"><head><meta charSet="utf-8"/>',
  `<link rel="preload" as="script" fetchPriority="low" href="${chunk('runtime')}"/>`,
  '<style data-precedence="next">body{margin:0}</style>',
  `<script src="${chunk('a')}" async=""></script><script src="${chunk('b')}" async=""></script>`,
  `<link rel="icon" href="/icon.svg"/><script src="${chunk('polyfills')}" noModule=""></script>`,
  '</head><body><main><h1>Informativa privacy</h1><p>Testo</p></main>',
  '<script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({"otherChunks":[]})</script>',
  `<script src="${chunk('runtime')}" async=""></script>`,
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>',
].join('');
