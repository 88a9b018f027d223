// The back office's pick-up points (owner only, decisions 018 and 034): where a shopper collects an order of a
// pick-up channel, kept with the delivery channels they belong to. Every write is recorded in the audit log in its
// own transaction.
import {
  adminPickupPointSchema,
  createPickupPointSchema,
  updatePickupPointSchema,
} from '@oko/shared/schemas/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { backOfficeRoutes } from '../auth/back-office';
import { adminRows } from '../auth/back-office-rows';
import { createPickupPoint, editPickupPoint, listPickupPoints, removePickupPoint } from './pickup-points';

const adminPickupPointRoutes: FastifyPluginAsyncZod = async (app) => {
  backOfficeRoutes(app, 'owner');
  const points = adminRows(app, '/admin/pickup-points', adminPickupPointSchema, 'pickupPointId');

  points.list('Every pick-up point, hidden ones too, by name', listPickupPoints);
  points.add({
    summary: 'Add a pick-up point: name, address, opening hours and the delivery channel to choose for it',
    body: createPickupPointSchema,
    message: 'Pick-up point added.',
    write: createPickupPoint,
  });
  points.edit({
    summary: 'Change any of name, address, opening hours, delivery channel, active (false: hidden)',
    body: updatePickupPointSchema,
    message: 'Pick-up point saved.',
    write: editPickupPoint,
  });
  points.remove({
    summary: 'Remove a pick-up point (orders keep their delivery channel)',
    message: 'Pick-up point removed.',
    write: removePickupPoint,
  });
};

export default adminPickupPointRoutes;
