import { MultiBar, Presets } from 'cli-progress';

/** Progress of a long run on stderr, so stdout stays the answer (an alt, a JSON) for pipes. */
export interface Progress {
  start(total: number, alreadyDone: number): void;
  /** One item finished (or `value` items done in all, for a job the server counts). */
  update(done: number, label: string): void;
  /** A line that must stay visible (an image that failed): printed above the bar on a terminal. */
  log(line: string): void;
  stop(): void;
}

export interface ProgressStream {
  write(text: string): unknown;
  isTTY?: boolean | undefined;
}

/** A bar on a terminal (cli-progress), plain lines otherwise (CI logs, files, pipes). */
export function createProgress(stream: ProgressStream = process.stderr): Progress {
  return stream.isTTY ? barProgress(stream as NodeJS.WriteStream) : lineProgress(stream);
}

function barProgress(stream: NodeJS.WriteStream): Progress {
  const bars = new MultiBar(
    {
      stream,
      format: ' {bar} {value}/{total} | ETA {eta_formatted} | {label}',
      hideCursor: true,
      clearOnComplete: false,
      etaBuffer: 20,
    },
    Presets.shades_classic,
  );
  let bar: ReturnType<MultiBar['create']> | undefined;
  return {
    start: (total, alreadyDone) => {
      bar = bars.create(total, alreadyDone, { label: '' });
    },
    update: (done, label) => bar?.update(done, { label }),
    log: (line) => bars.log(`${line}\n`),
    stop: () => bars.stop(),
  };
}

function lineProgress(stream: ProgressStream): Progress {
  let total = 0;
  let last = -1;
  return {
    start: (count, alreadyDone) => {
      total = count;
      if (alreadyDone > 0) {
        stream.write(`${alreadyDone}/${total} already done\n`);
      }
    },
    update: (done, label) => {
      // A polled job reports the same count many times: one line per change is enough for a log.
      if (done !== last) {
        last = done;
        stream.write(`${done}/${total}${label ? ` ${label}` : ''}\n`);
      }
    },
    log: (line) => stream.write(`${line}\n`),
    stop: () => undefined,
  };
}
