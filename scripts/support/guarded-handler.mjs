/**
 * An async request handler for node:http that cannot stop the process. A sender that gives up
 * in the middle of a request (the app's delivery timeout on a slow machine) makes reading the
 * body reject; left unhandled, that rejection would end a stand-in the e2e suite needs for its
 * whole length. The request is dropped (400 if nothing was sent yet) and the rest go on.
 *
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>} handle
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void}
 */
export function guardedHandler(handle) {
  return (req, res) => {
    handle(req, res).catch((error) => {
      console.error(`request dropped: ${error.message}`);
      if (!res.headersSent) res.writeHead(400);
      res.end();
    });
  };
}
