#!/usr/bin/env node
// `npm run build`: every app into its own dist/ (each team can also run `npm run build -w <app>`).
import { APPS, buildApps } from './stack.mjs';

const only = process.argv.slice(2);
await buildApps(only.length ? APPS.filter((a) => only.includes(a.dir) || only.includes(a.name)) : APPS);
