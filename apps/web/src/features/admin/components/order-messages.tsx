import { formatLagosTime } from '@oko/shared/lagos-time';
import { type OrderMessage, MESSAGE_KIND_LABELS, describeMessage } from '@oko/shared/schemas/messages';
import { Card } from './admin-ui';

/** Every message sent about the order, on every channel, with how far it got (issue 41); nothing when none. */
export function OrderMessages({ messages }: { messages: OrderMessage[] | undefined }) {
  if (!messages?.length) return null;
  return (
    <Card title="Messages">
      <ol className="flex flex-col gap-2 text-sm">
        {messages.map((message) => (
          <li key={`${message.kind}-${message.channel}`} className="flex flex-col sm:flex-row sm:gap-3">
            <span className="font-medium text-stone-900">{MESSAGE_KIND_LABELS[message.kind]}</span>
            <span className={message.state === 'failed' ? 'text-red-800' : 'text-stone-600'}>
              {describeMessage(message, messages, formatLagosTime)}
            </span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
