/**
 * The remote-control channel of one rundown's prompters: subscribes to `/topic/prompter/{rundownId}` and
 * hands each command it understands to `onCommand` (with the sender's name the server adds as `from`);
 * `send` SENDs a command to `/app/prompter/{rundownId}`, which every subscriber gets, the sender included.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RundownId } from '@newsroom/api';
import { browserHub } from '../../shared/stomp/browserHub';
import { prompterDestination, prompterTopic } from './paths';
import { parseCommand, type PrompterCommand } from './prompterState';

export type ChannelState = 'connecting' | 'live' | 'offline';

/** The last command received, to show who drives the prompter. */
export interface Received {
  command: PrompterCommand;
  from: string | null;
  at: number;
}

export function usePrompterRemote(rundownId: RundownId | undefined, onCommand: (cmd: PrompterCommand, from: string | null) => void) {
  const [channel, setChannel] = useState<ChannelState>('connecting');
  const [last, setLast] = useState<Received | null>(null);
  const handler = useRef(onCommand);
  useEffect(() => {
    handler.current = onCommand;
  });

  // Another rundown: connecting again (adjusted while rendering, not in the effect).
  const [topicOf, setTopicOf] = useState(rundownId);
  if (topicOf !== rundownId) {
    setTopicOf(rundownId);
    setChannel('connecting');
  }

  useEffect(() => {
    if (rundownId === undefined) return;
    return browserHub().subscribe(prompterTopic(rundownId), {
      onMessage(body) {
        const command = parseCommand(body);
        if (!command) return;
        const from = typeof (body as { from?: unknown }).from === 'string' ? (body as { from: string }).from : null;
        setLast({ command, from, at: Date.now() });
        handler.current(command, from);
      },
      onSubscribed: () => setChannel('live'),
      onLost: () => setChannel('offline'),
    });
  }, [rundownId]);

  const send = useCallback(
    (command: PrompterCommand) => (rundownId === undefined ? false : browserHub().publish(prompterDestination(rundownId), command)),
    [rundownId],
  );

  return { channel, last, send };
}
