/**
 * The buttons of the remote control. What it shows (playing, speed, size, mirror) is what the commands
 * seen on the rundown's prompter topic have set, its own included once the server has relayed them; the
 * keys pressed on a prompter itself are not sent to anyone, so they are not seen here.
 */
import { useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RundownId, Story } from '@newsroom/api';
import { fontBy, initialPrompterState, prompterReducer, speedBy, SPEED_MAX, SPEED_MIN, type PrompterCommand } from './prompterState';
import { usePrompterRemote } from './usePrompterRemote';

const NUDGE_LINES = 3;

export function RemoteControls({ rundownId, stories }: { rundownId: RundownId; stories: Story[] }) {
  const { t } = useTranslation('prompter');
  const [view, seen] = useReducer(prompterReducer, initialPrompterState);
  const { channel, last, send } = usePrompterRemote(rundownId, seen);
  const [failed, setFailed] = useState(false);
  const go = (cmd: PrompterCommand) => setFailed(!send(cmd));
  const live = channel === 'live';

  const button = (label: string, cmd: PrompterCommand, testId: string, extra = '') => (
    <button type="button" className={`remote-btn ${extra}`} onClick={() => go(cmd)} disabled={!live} data-testid={testId}>
      {label}
    </button>
  );

  return (
    <div className="remote" data-testid="remote" data-channel={channel} data-playing={view.playing} data-speed={view.speed}>
      <p className="remote-status" data-testid="remote-channel" data-state={channel}>
        {t(`channel.${channel}`)}
        {last && ` · ${t('channel.last', { command: t(`commands.${last.command.command}`), from: last.from ?? '?' })}`}
      </p>
      {failed && (
        <p className="remote-status remote-failed" role="alert" data-testid="remote-failed">
          {t('remote.notSent')}
        </p>
      )}
      <div className="remote-row">
        {button(`▶ ${t('controls.play')}`, { command: 'play' }, 'remote-play', view.playing ? 'active' : '')}
        {button(`❚❚ ${t('controls.pause')}`, { command: 'pause' }, 'remote-pause', view.playing ? '' : 'active')}
      </div>
      <div className="remote-row" aria-label={t('controls.speed')}>
        {button('−', speedBy(view, -1), 'remote-slower', view.speed <= SPEED_MIN ? 'dim' : '')}
        <span className="remote-value" data-testid="remote-speed">
          {t('controls.speedValue', { speed: view.speed })}
        </span>
        {button('+', speedBy(view, 1), 'remote-faster', view.speed >= SPEED_MAX ? 'dim' : '')}
      </div>
      <div className="remote-row" aria-label={t('controls.font')}>
        {button('A−', fontBy(view, -1), 'remote-smaller')}
        <span className="remote-value" data-testid="remote-font">
          {t('controls.fontValue', { size: view.fontSize })}
        </span>
        {button('A+', fontBy(view, 1), 'remote-larger')}
        {button(t('controls.mirror'), { command: 'mirror', value: !view.mirror }, 'remote-mirror', view.mirror ? 'active' : '')}
      </div>
      <div className="remote-row" aria-label={t('controls.stories')}>
        {button(`⇤ ${t('controls.first')}`, { command: 'goto', value: 'first' }, 'remote-first')}
        {button(`↑ ${t('controls.previous')}`, { command: 'goto', value: 'previous' }, 'remote-previous')}
        {button(`↓ ${t('controls.next')}`, { command: 'goto', value: 'next' }, 'remote-next')}
      </div>
      <div className="remote-row">
        {button(t('remote.back3', { lines: NUDGE_LINES }), { command: 'scroll', value: -NUDGE_LINES }, 'remote-nudge-back')}
        {button(t('remote.forward3', { lines: NUDGE_LINES }), { command: 'scroll', value: NUDGE_LINES }, 'remote-nudge-forward')}
      </div>
      <h2 className="remote-subtitle">{t('controls.stories')}</h2>
      <ol className="remote-stories">
        {stories.map((s) => (
          <li key={s.id}>
            <button type="button" className="remote-story" onClick={() => go({ command: 'story', value: s.id })} disabled={!live} data-testid={`remote-story-${s.id}`}>
              <span className="prompter-page">{s.page || '—'}</span> {s.slug}
            </button>
          </li>
        ))}
      </ol>
      <p className="remote-note">{t('remote.note')}</p>
    </div>
  );
}
