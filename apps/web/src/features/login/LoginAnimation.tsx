// The login background's Lottie player: the app's one player (components/LottiePlayer), which
// LoginBackground loads lazily so the login form renders without waiting for it.
import LottiePlayer from '../../components/LottiePlayer';

export default function LoginAnimation({ still }: { still: boolean }) {
  return (
    <LottiePlayer
      src="/background.json"
      still={still}
      preserveAspectRatio="xMidYMid slice"
      style={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
      testId="login-background"
    />
  );
}
