import { demoDeliveryChannels } from '@oko/demo-data/geo';
import { dataEnvelope } from '@oko/shared/schemas/api';
import { deliveryChannelSchema } from '@oko/shared/schemas/geo';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from '../testing/test-app';

const { call } = useTestApp();

describe('GET /api/v1/delivery-channel', () => {
  it('lists the channels in checkout order with fees as naira strings', async () => {
    const response = await call('GET', '/delivery-channel');
    expect(response.statusCode).toBe(200);
    const { data } = dataEnvelope(z.array(deliveryChannelSchema)).parse(response.json());
    expect(data.length).toBeGreaterThanOrEqual(3);
    expect(data.map((channel) => [channel.name, channel.fee])).toEqual(
      demoDeliveryChannels.map((channel) => [channel.name, `${channel.feeNaira}.00`]),
    );
    expect(data[0]?.fee).toBe('1500.00');
    expect(data.some((channel) => channel.fee === '0.00')).toBe(true);
  });
});
