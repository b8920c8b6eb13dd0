import { Link } from '../../components/ui/link.tsx'

// The one page the product keeps in English (spec §2); lang="en" lets screen readers switch voice.
export function Component() {
  return (
    <article className="page" lang="en">
      <title>Privacy Policy | Khela Hobe</title>
      <h1>Privacy Policy</h1>
      <p>
        This policy explains what Khela Hobe collects when you use the service, why, and what you can do about
        it.
      </p>

      <h2>What we collect</h2>
      <ul>
        <li>Your mobile number, which is how you log in and how we reach you.</li>
        <li>Your plays: which quizzes and games you played and when.</li>
        <li>Your scores and your place on the leaderboards.</li>
        <li>
          Your payments: subscription status and payment dates from your mobile wallet. We never see your
          wallet PIN.
        </li>
        <li>The name and picture you choose for your profile.</li>
      </ul>

      <h2>Why we collect it</h2>
      <ul>
        <li>To log you in and keep your account safe.</li>
        <li>To run the quizzes, games and leaderboards, and to pick and pay winners.</li>
        <li>To manage your weekly subscription and let you cancel it at any time.</li>
        <li>To keep the service fair and to prevent abuse.</li>
      </ul>
      <p>
        Other players only see your number partly hidden (for example 017*****678). We do not sell your data.
      </p>

      <h2>Who can use the service</h2>
      <p>The service is for people aged 13 and over. The minimum age to use Khela Hobe is 13.</p>

      <h2>Contact us</h2>
      <p>
        For any question about your data, or to ask us to delete it, contact us through the{' '}
        <Link to="/support">support page</Link>.
      </p>
    </article>
  )
}
