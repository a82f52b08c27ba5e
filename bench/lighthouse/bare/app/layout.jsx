// The bare twin's document: <html lang> and <body>, no stylesheet, no script of its own.
export default function BareLayout({ children }) {
  return (
    <html lang="it">
      <body>{children}</body>
    </html>
  );
}
