/**
 * The prompter itself: black, full screen, very large white type, the reading line a third of the way
 * down, and a small control bar that can be hidden. Mirror flips the text (and the reading line)
 * horizontally for beam-splitter glass; the control bar is never flipped. Commands come from the keys,
 * the control bar and, over STOMP, from remote controls (`/topic/prompter/{rundownId}`).
 */
import { useCallback, useReducer, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Rundown, Story, StoryId } from '@newsroom/api';
import { usePrompterTextFeedQuery } from './prompterApi';
import { PrompterControls } from './PrompterControls';
import { initialPrompterState, prompterReducer } from './prompterState';
import { PrompterStory } from './PrompterStory';
import { usePrompterKeys } from './usePrompterKeys';
import { usePrompterRemote } from './usePrompterRemote';
import { LINE_HEIGHT, READING_LINE, usePrompterScroll } from './usePrompterScroll';

interface Props {
  rundown: Rundown;
  /** The stories read on air, in air order. */
  stories: Story[];
  startId: StoryId | null;
  leavePath: string;
  remotePath: string;
}

function toggleFullscreen() {
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
  else void document.documentElement.requestFullscreen?.().catch(() => {});
}

export function PrompterScreen({ rundown, stories, startId, leavePath, remotePath }: Props) {
  const { t } = useTranslation('prompter');
  const navigate = useNavigate();
  const [state, apply] = useReducer(prompterReducer, initialPrompterState);
  const [controls, setControls] = useState(true);
  const { scrollerRef, current } = usePrompterScroll(state, startId);
  const { channel, last } = usePrompterRemote(rundown.id, apply);
  usePrompterTextFeedQuery(rundown.id);

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
      data-remote={channel}
    >
      <div className={`prompter-screen${state.mirror ? ' mirrored' : ''}`} data-testid="prompter-screen">
        <div className="prompter-scroller" ref={scrollerRef} data-testid="prompter-scroller" aria-label={t('screen.label', { program: rundown.programName })}>
          <div className="prompter-content">
            {stories.map((story, i) => (
              <PrompterStory key={story.id} story={story} number={i + 1} total={stories.length} current={i === current} />
            ))}
            {stories.length === 0 && <p className="prompter-cue">[{t('screen.noStories')}]</p>}
            <p className="prompter-cue prompter-end">[{t('screen.end')}]</p>
          </div>
        </div>
        <div className="prompter-marker" aria-hidden="true" data-testid="prompter-marker" />
      </div>
      {controls ? (
        <PrompterControls
          state={state}
          apply={apply}
          current={current}
          total={stories.length}
          channel={channel}
          last={last}
          remotePath={remotePath}
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
