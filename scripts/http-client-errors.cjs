// Preloaded into the production server (scripts/serve.ts starts `node --require` this, then Next):
// a request Node's HTTP parser refuses — a request line or header set over Node's 16 KB limit, a
// malformed request — never reaches Next or our code, and Node's own answer is a bare status line
// with an empty body. Every error of this service says what went wrong as JSON `{detail}`, so each
// HTTP server created in the process (Next's is made by http.createServer, which registers no
// listener of its own) answers its parser's refusals here instead.
"use strict";
// A file for `node --require`, loaded before any module system of the app: CommonJS.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const http = require("node:http");

/** Node's own status for each parser refusal (the rest are 400), with our words. */
const ANSWERS = {
  HPE_HEADER_OVERFLOW: [431, "Request Header Fields Too Large", "The request line or headers are too large."],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, "Payload Too Large", "The request's chunk extensions are too large."],
  ERR_HTTP_REQUEST_TIMEOUT: [408, "Request Timeout", "The request took too long to arrive."],
};
const MALFORMED = [400, "Bad Request", "The request is not well-formed HTTP."];

/** The `clientError` listener: a JSON answer where one can still be sent, and the connection closed. */
function answerClientError(error, socket) {
  // A client that hung up, or a response already begun on this connection: nothing can be answered.
  const begun = socket._httpMessage && socket._httpMessage._headerSent;
  if (error.code === "ECONNRESET" || !socket.writable || begun) {
    socket.destroy();
    return;
  }
  const [status, reason, detail] = ANSWERS[error.code] || MALFORMED;
  const body = JSON.stringify({ detail });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Cache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
}

const createServer = http.createServer;
if (!createServer.answersClientErrors) {
  http.createServer = function (...args) {
    const server = createServer.apply(this, args);
    server.on("clientError", answerClientError);
    return server;
  };
  http.createServer.answersClientErrors = true;
}

module.exports = { answerClientError };
