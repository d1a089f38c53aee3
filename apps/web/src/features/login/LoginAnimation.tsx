// The login background's Lottie player, in its own chunk: the login form renders without waiting
// for it (LoginBackground loads it lazily). LottieLight: the engine build without expressions,
// so no eval and a smaller chunk.
import { LottieLight } from 'lottie-react';

export default function LoginAnimation({ still }: { still: boolean }) {
  return (
    <LottieLight
      src="/background.json"
      loop
      autoplay={!still}
      rendererSettings={{ preserveAspectRatio: 'xMidYMid slice' }}
      style={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
      data-testid="login-background"
    />
  );
}
