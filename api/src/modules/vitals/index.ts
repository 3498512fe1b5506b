// Real-user vitals (issue 25): the shell's beacons counted into daily histograms, and their percentiles.
export { summarize as summarizeVitals } from './service';
export { VITALS_DEFAULT_DAYS, VITALS_RETENTION_DAYS } from './constants';
