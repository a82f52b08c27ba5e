// Next's own copy of `send` (how it serves /_next/static files), typed as the package it copies.
declare module 'next/dist/compiled/send' {
  import send from 'send';
  export default send;
}
