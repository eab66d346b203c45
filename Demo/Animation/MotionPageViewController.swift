import UIKit

/// Page 3: animation — a spring, a display link, and a property animator scrubbed by time.
final class MotionPageViewController: TourViewController {
  private static let ballFrame = CGRect(x: 30, y: 40, width: 56, height: 56)
  private static let cardFrame = CGRect(x: 30, y: 200, width: 120, height: 80)
  private let ball = UIView(frame: ballFrame)
  private let spinner = UIView(frame: CGRect(x: 220, y: 40, width: 70, height: 70))
  private let card = UIView(frame: cardFrame)
  private var animator: UIViewPropertyAnimator?
  private var link: CADisplayLink?

  /// While motion plays, the status bar steps aside (the shell delegates it to this page).
  override var prefersStatusBarHidden: Bool { true }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "움직임 Motion"
    view.backgroundColor = .secondarySystemBackground

    ball.backgroundColor = .systemOrange
    ball.layer.cornerRadius = 28
    view.addSubview(ball)
    spinner.backgroundColor = .systemTeal
    spinner.layer.cornerRadius = 12
    view.addSubview(spinner)
    card.backgroundColor = .systemPurple
    card.layer.cornerRadius = 16
    view.addSubview(card)

    let note = UILabel(frame: CGRect(x: 20, y: 320, width: 320, height: 40))
    note.text = "스프링 · 디스플레이 링크 · 속성 애니메이터"
    note.textColor = .secondaryLabel
    view.addSubview(note)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    // Each visit starts from the same places: stopping the animations below leaves the views
    // where they were (as on iOS), and adding to that every time drifted the ball and the card
    // further away on each visit, growing the page's image with them.
    ball.frame = Self.ballFrame
    card.transform = .identity
    card.frame = Self.cardFrame
    card.backgroundColor = .systemPurple
    UIView.animate(
      withDuration: 1.2, delay: 0, usingSpringWithDamping: 0.35, initialSpringVelocity: 0,
      options: [.repeat, .autoreverse], animations: { self.ball.center.y += 90 })
    let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) {
      self.card.center.x += 150
      self.card.transform = CGAffineTransform(rotationAngle: .pi / 6)
      self.card.backgroundColor = .systemGreen
    }
    animator.pauseAnimation()
    self.animator = animator
    let link = CADisplayLink { [weak self] link in
      MainActor.assumeIsolated { self?.step(link.timestamp) }
    }
    link.add(to: .main, forMode: .common)
    self.link = link
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    link?.invalidate()
    ball.layer.removeAllAnimations()
    animator?.stopAnimation(true)
    animator = nil
  }

  private func step(_ time: TimeInterval) {
    spinner.transform = CGAffineTransform(rotationAngle: CGFloat(time * 2))
    animator?.fractionComplete = CGFloat(0.5 + 0.5 * sin(time * 2))
  }
}
