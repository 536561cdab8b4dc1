import { describe, expect, it } from "vitest";
import { createWorkGate, gateAdmission } from "./work-gate.js";

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe("createWorkGate", () => {
  it("runs tasks first come first served, after the event loop polls, at most `concurrency` at once", async () => {
    const gate = createWorkGate({ concurrency: 2, queue: 10, sliceMs: 1000 });
    const started: number[] = [];
    const finish: (() => void)[] = [];
    for (let index = 0; index < 5; index++)
      expect(
        gate.offer((done) => {
          started.push(index);
          finish.push(done);
        }),
      ).toBe(true);
    expect(started).toEqual([]);
    await turn();
    expect(started).toEqual([0, 1]);
    expect(gate.load).toEqual({ running: 2, waiting: 3 });
    finish[0]!();
    finish[0]!(); // a second call changes nothing
    await turn();
    expect(started).toEqual([0, 1, 2]);
    expect(gate.load).toEqual({ running: 2, waiting: 2 });
  });

  it("refuses a task when the queue is full", () => {
    const gate = createWorkGate({ concurrency: 1, queue: 2, sliceMs: 1000 });
    expect(gate.offer(() => {})).toBe(true);
    expect(gate.offer(() => {})).toBe(true);
    expect(gate.offer(() => {})).toBe(false);
  });

  it("frees the place of a task that throws", async () => {
    const gate = createWorkGate({ concurrency: 1, queue: 5, sliceMs: 1000 });
    const ran: string[] = [];
    gate.offer(() => {
      ran.push("throws");
      throw new Error("boom");
    });
    gate.offer((done) => {
      ran.push("next");
      done();
    });
    await turn();
    await turn();
    expect(ran).toEqual(["throws", "next"]);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it("runs one task a turn when a slice is spent, so the event loop polls between them", async () => {
    const gate = createWorkGate({ concurrency: 100, queue: 100, sliceMs: 0 });
    let ran = 0;
    for (let index = 0; index < 3; index++)
      gate.offer((done) => {
        ran++;
        done();
      });
    for (const expected of [1, 2, 3]) {
      await turn();
      expect(ran).toBe(expected);
    }
  });

  it("runs every `ahead` task at its next turn, in order, before the tasks queued ahead of them, and whatever their number", async () => {
    const gate = createWorkGate({ concurrency: 1, queue: 10, sliceMs: 0 });
    const ran: string[] = [];
    let finishFirst = () => {};
    gate.offer((done) => {
      ran.push("computed 1");
      finishFirst = done;
    });
    await turn();
    // The only place is taken: gated tasks wait, `ahead` tasks do not.
    gate.offer((done) => {
      ran.push("computed 2");
      done();
    });
    for (const name of ["prepared 1", "prepared 2", "prepared 3"]) gate.ahead(() => ran.push(name));
    expect(ran).toEqual(["computed 1"]);
    await turn();
    expect(ran).toEqual(["computed 1", "prepared 1", "prepared 2", "prepared 3"]);
    finishFirst();
    gate.ahead(() => ran.push("prepared 4"));
    await turn();
    expect(ran.slice(4)).toEqual(["prepared 4", "computed 2"]);
  });
});

describe("the gate as the core's admission", () => {
  it("runs each piece of work as one task in its turn, and refuses it when the queue is full", async () => {
    const gate = createWorkGate({ concurrency: 1, queue: 2, sliceMs: 0 });
    const admit = gateAdmission(gate);
    const ran: number[] = [];
    const outcomes = [1, 2, 3].map((value) =>
      admit(() => {
        ran.push(value);
        return value * 10;
      }),
    );
    // Nothing runs in the caller's turn: the work waits for the gate's.
    expect(ran).toEqual([]);
    expect(await Promise.all(outcomes)).toEqual([
      { ok: true, value: 10 },
      { ok: true, value: 20 },
      { ok: false },
    ]);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
    await expect(
      admit(() => {
        throw new Error("broken");
      }),
    ).rejects.toThrow("broken");
    expect(gate.load.running).toBe(0);
  });
});
