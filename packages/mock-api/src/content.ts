// The shop's content (apps/api/src/content, decision 018): the demo pick-up points, each with its channel as the
// API seeds it, and the About, Privacy and Terms texts with the shop's details filled in. Read-only here: the
// back office that edits them is not mocked.
import { demoPages } from '@oko/demo-data/pages';
import { demoPickupPoints } from '@oko/demo-data/pickup-points';
import { CONTENT_MESSAGES, fillShopDetails, PAGE_TITLES, type PageSlug } from '@oko/shared/schemas/content';
import { http, type HttpHandler } from 'msw';
import type { MockContext } from './context';
import type { MockState } from './state';
import { error, json } from './respond';

/** The moment the demo texts count as written (any fixed time: the mock never changes them). */
const WRITTEN_AT = '2026-11-24T00:00:00.000Z';

/** The shop's pick-up points as `GET /pickup-points` answers them: each with its channel, ids from 1. */
export function pickupPointsOf(state: MockState) {
  return demoPickupPoints.flatMap((point, index) => {
    const channel = state.deliveryChannels.find((candidate) => candidate.name === point.channelName);
    return channel
      ? [
          {
            id: index + 1,
            name: point.name,
            address: point.address,
            opening_hours: point.openingHours,
            delivery_channel_id: channel.id,
            delivery_channel_name: channel.name,
          },
        ]
      : [];
  });
}

export function contentHandlers({ api, state: s }: MockContext): HttpHandler[] {
  return [
    http.get(`${api}/pickup-points`, () => json({ data: pickupPointsOf(s()) })),

    http.get(`${api}/pages/:slug`, ({ params }) => {
      const slug = String(params.slug);
      if (!Object.hasOwn(PAGE_TITLES, slug)) {
        return error(422, CONTENT_MESSAGES.pageNotFound, { slug: [CONTENT_MESSAGES.pageNotFound] });
      }
      const page = slug as PageSlug;
      return json({
        data: {
          slug: page,
          title: PAGE_TITLES[page],
          body: fillShopDetails(demoPages[page], s().settings),
          updated_at: WRITTEN_AT,
        },
      });
    }),
  ];
}
