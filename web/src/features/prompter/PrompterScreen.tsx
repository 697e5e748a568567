/**
 * The prompter itself: black, full screen, very large white type, the reading line a third of the way
 * down, and a small control bar that can be hidden. Mirror flips the text (and the reading line)
 * horizontally for beam-splitter glass; the control bar is never flipped. Commands come from the keys,
 * the control bar and, for a rundown, over STOMP from remote controls (`/topic/prompter/{rundownId}`).
 * What it shows is its children: sections with `data-story-id` (a rundown's stories, PrompterStory; a
 * reportage's sections), which the scrolling and the position count.
 */
import { useCallback, useReducer, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { RundownId } from '@newsroom/api';
import { PrompterControls, unitContext, type PrompterUnit } from './PrompterControls';
import { initialPrompterState, prompterReducer } from './prompterState';
import { usePrompterKeys } from './usePrompterKeys';
import { usePrompterRemote } from './usePrompterRemote';
import { LINE_HEIGHT, READING_LINE, usePrompterScroll } from './usePrompterScroll';

interface Props {
  /** What the scroller is, for screen readers. */
  label: string;
  /** The sections to read, in order, each an element with `data-story-id`, given the index of the one at the reading line. */
  children: (current: number) => ReactNode;
  /** How many sections there are (none: "nothing to read" is shown). */
  total: number;
  /** The section to start at (its `data-story-id`); null: the first. */
  startId: number | null;
  leavePath: string;
  /** A rundown's remote-control channel and the remote's address; none: driven from this screen only. */
  remote?: { rundownId: RundownId; path: string };
  /** What is read one after another (the words of the controls and of the end). */
  unit?: PrompterUnit;
}

function toggleFullscreen() {
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
  else void document.documentElement.requestFullscreen?.().catch(() => {});
}

export function PrompterScreen({ label, children, total, startId, leavePath, remote, unit = 'story' }: Props) {
  const { t } = useTranslation('prompter');
  const navigate = useNavigate();
  const [state, apply] = useReducer(prompterReducer, initialPrompterState);
  const context = unitContext(unit);
  const [controls, setControls] = useState(true);
  const { scrollerRef, current } = usePrompterScroll(state, startId);
  const { channel, last } = usePrompterRemote(remote?.rundownId, apply);

  const leave = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    else navigate(leavePath);
  }, [navigate, leavePath]);
  usePrompterKeys(state, apply, { fullscreen: toggleFullscreen, leave, controls: () => setControls((c) => !c) });

  const style = {
    '--prompter-font': `${state.fontSize}px`,
    '--prompter-line-height': LINE_HEIGHT,
    '--prompter-reading-line': `${READING_LINE * 100}%`,
  } as CSSProperties;

  return (
    <div
      className="prompter"
      style={style}
      data-testid="prompter"
      data-playing={state.playing}
      data-speed={state.speed}
      data-font={state.fontSize}
      data-mirror={state.mirror}
      data-remote={remote ? channel : undefined}
    >
      <div className={`prompter-screen${state.mirror ? ' mirrored' : ''}`} data-testid="prompter-screen">
        <div className="prompter-scroller" ref={scrollerRef} data-testid="prompter-scroller" aria-label={label}>
          <div className="prompter-content">
            {children(current)}
            {total === 0 && <p className="prompter-cue">[{t('screen.noStories', { context })}]</p>}
            <p className="prompter-cue prompter-end">[{t('screen.end', { context })}]</p>
          </div>
        </div>
        <div className="prompter-marker" aria-hidden="true" data-testid="prompter-marker" />
      </div>
      {controls ? (
        <PrompterControls
          state={state}
          apply={apply}
          current={current}
          total={total}
          unit={unit}
          remote={remote && { channel, last, path: remote.path }}
          onFullscreen={toggleFullscreen}
          onHide={() => setControls(false)}
          onLeave={leave}
        />
      ) : (
        <button type="button" className="prompter-show" onClick={() => setControls(true)} title={t('keys.controls')} data-testid="prompter-show">
          {t('controls.show')}
        </button>
      )}
    </div>
  );
}
