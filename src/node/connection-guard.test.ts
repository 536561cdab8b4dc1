import { once } from "node:events";
import { connect, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { listenOnLoopback } from "../../test/support/listen-loopback.js";
import { testService } from "../../test/support/service.js";
import type { Service } from "../compose.js";
import { type ConnectionLimits, defaultConnectionLimits } from "./connection-guard.js";
import type { Listening } from "./listen.js";

// The connection limits on a real socket, with small limits so that the test stays small; every
// assertion is about what closed and what was answered, never about how long it took.
let service: Service | undefined;
let running: Listening | undefined;
const sockets: Socket[] = [];

async function start(limits: Partial<ConnectionLimits>): Promise<{ port: number; listening: Listening }> {
  service ??= await testService();
  await service.prepare();
  running = listenOnLoopback(service, { connections: { ...defaultConnectionLimits(), ...limits } });
  return { port: (await running.listening).port, listening: running };
}

async function open(port: number): Promise<Socket> {
  const socket = connect(port, "127.0.0.1");
  socket.on("error", () => {});
  sockets.push(socket);
  await once(socket, "connect");
  return socket;
}

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  if (running) {
    running.server.closeAllConnections();
    await new Promise((resolve) => running!.server.close(resolve));
    running = undefined;
  }
});

describe("connection limits", () => {
  it("closes the oldest idle connections to serve new clients", async () => {
    const { port, listening } = await start({ maxConnections: 20 });
    const idle: Socket[] = [];
    const closed: number[] = [];
    for (let index = 0; index < 30; index++) {
      const socket = await open(port);
      socket.once("close", () => closed.push(index));
      idle.push(socket);
    }
    // Let the server see every connection.
    while (listening.connections.open.size + listening.connections.evicted < 30)
      await new Promise((resolve) => setImmediate(resolve));
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/app`);
    expect(response.status).toBe(200);
    expect(listening.connections.open.size).toBeLessThanOrEqual(20);
    while (closed.length < 10) await new Promise((resolve) => setTimeout(resolve, 10));
    // The first ones in were the first ones out.
    expect(closed.slice(0, 10).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("closes a connection that sends nothing", async () => {
    const { port } = await start({ headersTimeoutMs: 300, idleTimeoutMs: 300 });
    const silent = await open(port);
    await once(silent, "close");
    expect(silent.destroyed).toBe(true);
  });

  it("closes a connection that sends nothing once its request head is late, however long the silence limit", async () => {
    // What SECURITY.md states: a silent new connection goes at the head limit (10-11 s by default).
    const { port } = await start({ headersTimeoutMs: 300, idleTimeoutMs: 600_000 });
    const silent = await open(port);
    let answer = "";
    silent.on("data", (chunk) => (answer += chunk));
    await once(silent, "close");
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("closes a connection whose client pipelines requests without reading the answers", async () => {
    const { port, listening } = await start({ maxUnreadAnswers: 8 });
    const greedy = await open(port);
    greedy.pause();
    const request = "GET /guide HTTP/1.1\r\nHost: x\r\n\r\n";
    greedy.write(request.repeat(2000));
    while (listening.connections.unread === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(listening.connections.unread).toBe(1);
    // Reading now, the client finds the connection closed before all its answers.
    let answers = 0;
    greedy.on("data", (chunk: Buffer) => {
      answers += chunk.toString("latin1").split("HTTP/1.1 200").length - 1;
    });
    greedy.resume();
    await once(greedy, "close");
    expect(answers).toBeLessThan(2000);
    // Everyone else is still served.
    expect((await fetch(`http://127.0.0.1:${port}/guide`)).status).toBe(200);
  });
});
