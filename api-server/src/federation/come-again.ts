/** The shortest wait a delivery refused for want of room is told (Retry-After), in seconds. */
export const shortestWaitSeconds = 30;
/** The longest: past an hour, a sender's own backoff is the better judge. */
const longestWaitSeconds = 3_600;
/** The refusals and takings the waits are drawn from: those of the last minute, counted by second. */
const windowSeconds = 60;

export type ComeAgain = {
  /**
   * One more delivery is refused: how many seconds its sender is told to wait before sending it
   * again. `full`: for want of room (the inboxes read all they can at once, or keep all they can
   * waiting), which is what widens the waits; not when one server went past its share alone.
   */
  refused: (full: boolean) => number;
  /** One more delivery is taken. */
  taken: () => void;
};

/**
 * The waits told to deliveries refused for want of room. Senders built on Fedify send again after
 * exactly the Retry-After they are told, so one wait for all (30 s, as before) sent a burst's
 * refusals back together as a burst again, and the refusals crowded out what the server could
 * take (a run of the benchmark took a sixth as much). Each wait is drawn at random over a window
 * at least 30 s wide and as wide as this process needs to take what it refused in the last minute,
 * at the pace it took deliveries in the seconds of that minute it was refusing some (its pace when
 * full; the quiet seconds before a burst would make it look slower): the deliveries sent again
 * arrive spread over the time the server takes to read them. The clock is the process's
 * monotonic one: a change of the system's time moves no window.
 */
export function comeAgainWaits({ now = () => performance.now(), random = Math.random } = {}): ComeAgain {
  const refusedBySecond = new Array<number>(windowSeconds).fill(0);
  const takenBySecond = new Array<number>(windowSeconds).fill(0);
  let countedSecond = Math.floor(now() / 1000);
  /** Empties the seconds gone by since the last count, then answers the current second's place. */
  const currentPlace = () => {
    const second = Math.floor(now() / 1000);
    for (let gone = countedSecond + 1; gone <= Math.min(second, countedSecond + windowSeconds); gone += 1) {
      refusedBySecond[gone % windowSeconds] = 0;
      takenBySecond[gone % windowSeconds] = 0;
    }
    countedSecond = Math.max(countedSecond, second);
    return countedSecond % windowSeconds;
  };
  /** What the process takes a second when it has more than it can take: its pace in the seconds it refused some. */
  const busyPace = () => {
    let busySeconds = 0;
    let takenWhenBusy = 0;
    refusedBySecond.forEach((refusals, place) => {
      if (refusals === 0) return;
      busySeconds += 1;
      takenWhenBusy += takenBySecond[place] ?? 0;
    });
    return Math.max(1, takenWhenBusy / Math.max(1, busySeconds));
  };
  return {
    refused: (full) => {
      const place = currentPlace();
      if (full) refusedBySecond[place] = (refusedBySecond[place] ?? 0) + 1;
      const refusedLately = refusedBySecond.reduce((total, count) => total + count, 0);
      const spread = Math.min(longestWaitSeconds - shortestWaitSeconds, Math.max(shortestWaitSeconds, refusedLately / busyPace()));
      return shortestWaitSeconds + Math.floor(random() * spread);
    },
    taken: () => {
      const place = currentPlace();
      takenBySecond[place] = (takenBySecond[place] ?? 0) + 1;
    },
  };
}
