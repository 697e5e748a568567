/**
 * The prompter's control bar: the same commands as the keys, translated, with the key of each in its
 * hint. Buttons give the focus back after a click, so that Space keeps playing and pausing.
 */
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FONT_MAX, FONT_MIN, SPEED_MAX, SPEED_MIN, fontBy, speedBy, togglePlay, type PrompterCommand, type PrompterState } from './prompterState';
import type { ChannelState, Received } from './usePrompterRemote';
import { useMeQuery } from '../auth/authApi';
import { hasRole, ROLES } from '../auth/permissions';

/** What a prompter reads one after another: a rundown's stories, or a reportage's sections. */
export type PrompterUnit = 'story' | 'section';

/** The i18next context of a unit's words: the section words are the `_section` context of the story ones. */
export const unitContext = (unit: PrompterUnit) => (unit === 'section' ? 'section' : undefined);

interface Props {
  state: PrompterState;
  apply: (cmd: PrompterCommand) => void;
  current: number;
  total: number;
  /** What is read one after another: a rundown's stories, or a reportage's sections (the words of the controls). */
  unit?: PrompterUnit;
  /** A rundown's remote-control channel (its state, the last command, the remote's address); none: no remote. */
  remote?: { channel: ChannelState; last: Received | null; path: string };
  onFullscreen: () => void;
  onHide: () => void;
  onLeave: () => void;
}

function Btn(props: { onClick: () => void; label: string; hint: string; testId: string; pressed?: boolean; disabled?: boolean; children?: ReactNode }) {
  const click = (e: MouseEvent<HTMLButtonElement>) => {
    props.onClick();
    e.currentTarget.blur();
  };
  return (
    <button
      type="button"
      className={`prompter-btn${props.pressed ? ' active' : ''}`}
      onClick={click}
      title={props.hint}
      aria-label={props.label}
      aria-pressed={props.pressed}
      disabled={props.disabled}
      data-testid={props.testId}
    >
      {props.children ?? props.label}
    </button>
  );
}

export function PrompterControls({ state, apply, current, total, unit = 'story', remote, onFullscreen, onHide, onLeave }: Props) {
  const { t } = useTranslation('prompter');
  const context = unitContext(unit);
  // Driving a prompter from another device takes STORY write (the gateway refuses others).
  const { data: me } = useMeQuery();
  const canRemote = hasRole(me?.roles, ROLES.storyWrite);
  const goto = (value: 'first' | 'previous' | 'next') => () => apply({ command: 'goto', value });
  return (
    <div className="prompter-controls" role="toolbar" aria-label={t('controls.label')} data-testid="prompter-controls">
      <Btn onClick={() => apply(togglePlay(state))} label={state.playing ? t('controls.pause') : t('controls.play')} hint={t('keys.space')} testId="prompter-play" pressed={state.playing}>
        {state.playing ? `❚❚ ${t('controls.pause')}` : `▶ ${t('controls.play')}`}
      </Btn>
      <span className="prompter-group" aria-label={t('controls.speed')}>
        <Btn onClick={() => apply(speedBy(state, -1))} label={t('controls.slower')} hint={t('keys.down')} testId="prompter-slower" disabled={state.speed <= SPEED_MIN}>
          −
        </Btn>
        <span className="prompter-value" data-testid="prompter-speed" data-value={state.speed}>
          {t('controls.speedValue', { speed: state.speed })}
        </span>
        <Btn onClick={() => apply(speedBy(state, 1))} label={t('controls.faster')} hint={t('keys.up')} testId="prompter-faster" disabled={state.speed >= SPEED_MAX}>
          +
        </Btn>
      </span>
      <span className="prompter-group" aria-label={t('controls.font')}>
        <Btn onClick={() => apply(fontBy(state, -1))} label={t('controls.smaller')} hint={t('keys.minus')} testId="prompter-smaller" disabled={state.fontSize <= FONT_MIN}>
          A−
        </Btn>
        <span className="prompter-value" data-testid="prompter-font" data-value={state.fontSize}>
          {t('controls.fontValue', { size: state.fontSize })}
        </span>
        <Btn onClick={() => apply(fontBy(state, 1))} label={t('controls.larger')} hint={t('keys.plus')} testId="prompter-larger" disabled={state.fontSize >= FONT_MAX}>
          A+
        </Btn>
      </span>
      <Btn onClick={() => apply({ command: 'mirror', value: !state.mirror })} label={t('controls.mirror')} hint={t('keys.mirror')} testId="prompter-mirror" pressed={state.mirror} />
      <span className="prompter-group" aria-label={t('controls.stories', { context })}>
        <Btn onClick={goto('first')} label={t('controls.first', { context })} hint={t('keys.home')} testId="prompter-first">⇤</Btn>
        <Btn onClick={goto('previous')} label={t('controls.previous', { context })} hint={t('keys.pageUp')} testId="prompter-previous">↑</Btn>
        <span className="prompter-value" data-testid="prompter-position">
          {t('controls.position', { number: Math.min(current + 1, total), total, context })}
        </span>
        <Btn onClick={goto('next')} label={t('controls.next', { context })} hint={t('keys.pageDown')} testId="prompter-next">↓</Btn>
      </span>
      <span className="spacer" />
      {remote && (
        <span className="prompter-remote" data-testid="prompter-channel" data-state={remote.channel} title={t(`channel.${remote.channel}Hint`)}>
          {t(`channel.${remote.channel}`)}
          {remote.last && <span className="prompter-last"> · {t('channel.last', { command: t(`commands.${remote.last.command.command}`), from: remote.last.from ?? '?' })}</span>}
        </span>
      )}
      {remote && canRemote && (
        <Link to={remote.path} target="_blank" rel="noopener" className="prompter-btn" data-testid="prompter-open-remote">
          {t('controls.remote')}
        </Link>
      )}
      <Btn onClick={onFullscreen} label={t('controls.fullscreen')} hint={t('keys.fullscreen')} testId="prompter-fullscreen" />
      <Btn onClick={onHide} label={t('controls.hide')} hint={t('keys.controls')} testId="prompter-hide" />
      <Btn onClick={onLeave} label={t('controls.leave')} hint={t('keys.escape')} testId="prompter-leave" />
    </div>
  );
}
