/** The simulation lifecycle: list, launch/save, validity, results, events, solve jobs. */
import type { FastifyPluginAsync } from 'fastify';
import jobs from '../../../jobs/plugin.ts';
import compare from './compare.ts';
import events from './events.ts';
import exact from './exact.ts';
import initialState from './initialState.ts';
import annualToDateRoute from './annualToDate.ts';
import launch from './launch.ts';
import list from './list.ts';
import replan from './replan.ts';
import morning from './morning.ts';
import offers from './offers.ts';
import results from './results.ts';
import state from './state.ts';

const simulaciones: FastifyPluginAsync = async (app) => {
  await app.register(jobs);
  await app.register(list);
  await app.register(launch);
  await app.register(state);
  await app.register(results);
  await app.register(events);
  await app.register(compare);
  await app.register(initialState);
  await app.register(annualToDateRoute);
  await app.register(replan);
  await app.register(morning);
  await app.register(exact);
  await app.register(offers);
};

export default simulaciones;
