// Reference server for benchmarks: bare node:http sending fixed bytes (the shop's own page).
import { readFileSync } from 'node:fs';
import http from 'node:http';

const body = readFileSync(process.env.BODY_FILE);
const type = process.env.CONTENT_TYPE ?? 'text/html; charset=utf-8';
http
  .createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': type, 'Content-Length': body.length });
    res.end(body);
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
