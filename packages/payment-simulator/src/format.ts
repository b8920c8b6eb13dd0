/**
 * bKash writes times three ways, and the simulator copies all three so the adapter's
 * lenient parsing is exercised for real: ISO instants with `Z` (timeStamp),
 * `2021-10-18 08:11:32` (createdAt, cancelledTime) and `2021-10-18T08:12:45.380` without a
 * zone (trxTime, trxDate). Its samples show the zoneless ones at the UTC clock reading.
 */

/** `2021-10-18 08:11:32` */
export const bkashDateTime = (instant: Date) => instant.toISOString().slice(0, 19).replace('T', ' ')

/** `2021-10-18T08:12:45` */
export const bkashLocalTime = (instant: Date) => instant.toISOString().slice(0, 19)

/** `2021-10-18T08:12:45.380` */
export const bkashLocalTimeMs = (instant: Date) => instant.toISOString().slice(0, 23)
