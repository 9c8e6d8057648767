import type { ErrorCollector } from '../errors';
import type { AttendanceInput } from '../weekly-input';
import { canonicalPosition, type MasterData, type WeekDays } from './master-data';
import { attendanceRow } from './rows';

/** Attendance placed: one row per worker and day. */
export interface PlacedAttendance {
  /** slots[rank × days + day] = attendance row + 1, or 0 for no (valid, unique) row. */
  readonly slots: Int32Array;
  /** The vessel number of each board row. */
  readonly rowVessel: Int32Array;
}

/**
 * Places every attendance row on its worker and day. Rows outside the week, of unknown workers,
 * vessels or positions, or before the hire date are reported; rows colliding on one worker and day
 * are reported (on board and on land, on two vessels, or repeated) and none of them is placed.
 */
export function placeAttendance(
  attendance: readonly AttendanceInput[],
  days: WeekDays,
  master: MasterData,
  errors: ErrorCollector,
): PlacedAttendance {
  const dayCount = days.count;
  const slots = new Int32Array(master.workerList.length * dayCount);
  const rowVessel = new Int32Array(attendance.length);
  const collisions = new Map<number, number[]>();
  attendance.forEach((day, index) => {
    const d = days.index.get(day.date);
    const rank = master.workerRank.get(day.worker);
    let valid = true;
    if (d === undefined) {
      errors.add('OutsideWeek', attendanceRow(day, index));
      valid = false;
    }
    if (rank === undefined) {
      errors.add('UnknownWorker', attendanceRow(day, index));
      valid = false;
    } else {
      const hireDate = master.workerList[rank]!.hireDate;
      if (hireDate !== undefined && day.date < hireDate) {
        errors.add('AttendanceBeforeHire', { ...attendanceRow(day, index), hireDate });
        valid = false;
      }
    }
    if (day.kind === 'board') {
      const v = master.vesselIndex.get(day.vessel);
      if (v === undefined) {
        errors.add('UnknownVessel', attendanceRow(day, index));
        valid = false;
      } else rowVessel[index] = v;
    }
    if (day.position !== undefined && !master.positions.has(day.position)) {
      errors.add('UnknownPosition', attendanceRow(day, index));
      valid = false;
    }
    if (!valid) return;
    const slot = rank! * dayCount + d!;
    const taken = slots[slot]!;
    if (taken === 0) slots[slot] = index + 1;
    else {
      const rows = collisions.get(slot);
      if (rows === undefined) collisions.set(slot, [taken - 1, index]);
      else rows.push(index);
    }
  });
  for (const [slot, indexes] of collisions) {
    const kind = collisionKind(indexes.map((i) => attendance[i]!));
    for (const i of [...indexes].sort((a, b) => a - b)) errors.add(kind, attendanceRow(attendance[i]!, i));
    slots[slot] = 0;
  }
  return { slots, rowVessel };
}

/** What is wrong with several rows of one worker and day. */
export function collisionKind(
  days: readonly AttendanceInput[],
): 'WorkerOnBoardAndLand' | 'WorkerOnTwoVessels' | 'DuplicateAttendance' {
  const onBoard = days.filter((day) => day.kind === 'board');
  return onBoard.length > 0 && onBoard.length < days.length
    ? 'WorkerOnBoardAndLand'
    : new Set(onBoard.map((day) => (day.kind === 'board' ? day.vessel : ''))).size > 1
      ? 'WorkerOnTwoVessels'
      : 'DuplicateAttendance';
}

/** A vessel's crew on one day: workers by rank (document order), their attendance rows and positions. */
export interface Crew {
  readonly ranks: number[];
  readonly rows: number[];
  readonly positions: string[];
}

export interface LandDay {
  readonly rank: number;
  readonly day: AttendanceInput;
}

export interface Crews {
  /** crews[day × vessels + vessel]. */
  readonly crews: readonly (Crew | undefined)[];
  /** Land days, by worker (rank) and date. */
  readonly landDays: readonly LandDay[];
  /** Days on board, by rank. */
  readonly boardDays: Int32Array;
  /** 1 for a worker with any attendance (or, later, entry) in the week, by rank. */
  readonly active: Uint8Array;
}

/** The crews per day and vessel, in document order, and the land days per worker, in date order. */
export function formCrews(
  attendance: readonly AttendanceInput[],
  placed: PlacedAttendance,
  dayCount: number,
  master: MasterData,
): Crews {
  const workerCount = master.workerList.length;
  const vesselCount = master.vesselCodes.length;
  const crews: (Crew | undefined)[] = new Array(dayCount * vesselCount);
  const landDays: LandDay[] = [];
  const boardDays = new Int32Array(workerCount);
  const active = new Uint8Array(workerCount);
  for (let rank = 0; rank < workerCount; rank++) {
    for (let d = 0; d < dayCount; d++) {
      const row = placed.slots[rank * dayCount + d]!;
      if (row === 0) continue;
      const index = row - 1;
      const day = attendance[index]!;
      active[rank] = 1;
      if (day.kind === 'land') {
        landDays.push({ rank, day });
        continue;
      }
      boardDays[rank]!++;
      const key = d * vesselCount + placed.rowVessel[index]!;
      const position =
        day.position === undefined ? master.usualPosition[rank]! : canonicalPosition(master, day.position);
      const crew = crews[key];
      if (crew === undefined) crews[key] = { ranks: [rank], rows: [index], positions: [position] };
      else {
        crew.ranks.push(rank);
        crew.rows.push(index);
        crew.positions.push(position);
      }
    }
  }
  return { crews, landDays, boardDays, active };
}
