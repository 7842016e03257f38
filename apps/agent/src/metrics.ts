import { statfs } from 'node:fs/promises';
import { cpus, freemem, totalmem } from 'node:os';

interface CpuTimes { idle: number; total: number }

function cpuTimes(): CpuTimes {
  let idle = 0;
  let total = 0;
  for (const cpu of cpus()) {
    const t = cpu.times;
    idle += t.idle;
    total += t.user + t.nice + t.sys + t.irq + t.idle;
  }
  return { idle, total };
}

const round = (value: number) => Math.round(value * 10) / 10;
const clampPercent = (value: number) => round(Math.min(100, Math.max(0, value)));

/** CPU use in percent between two samples of os.cpus(); the first reading compares with the process start. */
export class CpuSampler {
  private last: CpuTimes = cpuTimes();

  percent(): number {
    const now = cpuTimes();
    const total = now.total - this.last.total;
    const idle = now.idle - this.last.idle;
    this.last = now;
    if (total <= 0) return 0;
    return clampPercent(100 * (1 - idle / total));
  }
}

export function memoryPercent(): number {
  const total = totalmem();
  return total > 0 ? clampPercent(100 * (1 - freemem() / total)) : 0;
}

/** The used share of the file system holding `path`, as `df` counts it (blocks free to users). */
export async function diskPercent(path: string): Promise<number> {
  const stats = await statfs(path);
  const used = stats.blocks - stats.bfree;
  const size = used + stats.bavail;
  return size > 0 ? clampPercent((100 * used) / size) : 0;
}
