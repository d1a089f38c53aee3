// The app's one Lottie player, in its own chunk: screens load it lazily (React.lazy) so the engine
// never weighs on a first page. LottieLight: the engine build without expressions, so no eval and a
// smaller chunk. `still` shows the first frame standing still (prefers-reduced-motion).
import type { CSSProperties } from 'react';
import { LottieLight } from 'lottie-react';

export interface LottiePlayerProps {
  /** URL of the animation JSON, served like /background.json. */
  src: string;
  still: boolean;
  loop?: boolean;
  preserveAspectRatio?: string;
  style?: CSSProperties;
  testId?: string;
}

export default function LottiePlayer({ src, still, loop = true, preserveAspectRatio, style, testId }: LottiePlayerProps) {
  return (
    <LottieLight
      src={src}
      loop={loop}
      autoplay={!still}
      rendererSettings={preserveAspectRatio ? { preserveAspectRatio } : undefined}
      style={style}
      data-testid={testId}
      data-motion={still ? 'still' : 'playing'}
    />
  );
}
