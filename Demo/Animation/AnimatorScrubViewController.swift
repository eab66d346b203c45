import UIKit

/// A UIViewPropertyAnimator scrubbed with a slider: the square moves along a cubic keyframe
/// curve, turns and changes colour as the slider sets `fractionComplete`; Play runs the rest
/// with its curve, and it stays paused at the end (`pausesOnCompletion`) so the slider can take
/// it back. Under it, a card changes with each of `UIView.transition`'s styles.
final class AnimatorScrubViewController: TourViewController {
  private let square = UIView(frame: CGRect(x: 30, y: 30, width: 80, height: 80))
  private let slider = UISlider()
  private let card = UILabel()
  private var animator: UIViewPropertyAnimator?
  private var cardFlipped = false

  init() {
    super.init(nibName: nil, bundle: nil)
    title = "Animator & transitions"
  }

  required init?(coder: NSCoder) {
    fatalError("the demo builds its screens in code")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    square.backgroundColor = .systemIndigo
    square.layer.cornerRadius = 14
    view.addSubview(square)
    slider.addAction(
      UIAction { [unowned self] _ in
        guard let animator else { return }
        animator.pauseAnimation()
        animator.fractionComplete = CGFloat(slider.value)
      }, for: .valueChanged)
    let play = UIButton(configuration: .filled())
    play.configuration?.title = "Play"
    play.addAction(
      UIAction { [unowned self] _ in animator?.startAnimation() }, for: .primaryActionTriggered)
    card.text = "앞면 Front"
    card.textAlignment = .center
    card.font = .boldSystemFont(ofSize: 20)
    card.textColor = .white
    card.backgroundColor = .systemTeal
    card.layer.cornerRadius = 16
    card.clipsToBounds = true
    let styles: [(String, UIView.AnimationOptions)] = [
      ("Flip ←", .transitionFlipFromLeft), ("Flip →", .transitionFlipFromRight),
      ("Flip ↑", .transitionFlipFromBottom), ("Curl up", .transitionCurlUp),
      ("Curl down", .transitionCurlDown), ("Dissolve", .transitionCrossDissolve),
    ]
    let buttons = UIStackView()
    buttons.axis = .vertical
    buttons.spacing = 6
    for pair in stride(from: 0, to: styles.count, by: 3) {
      let row = UIStackView()
      row.spacing = 6
      row.distribution = .fillEqually
      for (name, options) in styles[pair..<pair + 3] {
        let button = UIButton(type: .system)
        button.setTitle(name, for: .normal)
        button.backgroundColor = .secondarySystemGroupedBackground
        button.layer.cornerRadius = 8
        button.addAction(
          UIAction { [unowned self] _ in flipCard(options) }, for: .touchUpInside)
        row.addArrangedSubview(button)
      }
      buttons.addArrangedSubview(row)
    }
    for item in [slider, play, card, buttons] as [UIView] {
      item.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(item)
    }
    let safeArea = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      slider.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 140),
      slider.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 30),
      slider.trailingAnchor.constraint(equalTo: play.leadingAnchor, constant: -16),
      play.centerYAnchor.constraint(equalTo: slider.centerYAnchor),
      play.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -30),
      card.topAnchor.constraint(equalTo: slider.bottomAnchor, constant: 40),
      card.centerXAnchor.constraint(equalTo: safeArea.centerXAnchor),
      card.widthAnchor.constraint(equalToConstant: 220),
      card.heightAnchor.constraint(equalToConstant: 120),
      buttons.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 24),
      buttons.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 20),
      buttons.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -20),
    ])
  }

  // The animator is made once the square has its place, paused at the start for the slider.
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    guard animator == nil else { return }
    let start = square.center
    let end = CGPoint(x: view.bounds.width - 110, y: start.y)
    let animator = UIViewPropertyAnimator(duration: 1.2, curve: .easeInOut) { [square] in
      // Keyframes inside the animator, as Apple shows them: on the animator's time (duration
      // 0), and along a smooth curve through the three places instead of two straight lines.
      UIView.animateKeyframes(withDuration: 0, delay: 0, options: .calculationModeCubic) {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
          square.center = CGPoint(x: (start.x + end.x) / 2, y: start.y + 20)
        }
        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
          square.center = end
        }
      }
      square.transform = CGAffineTransform(rotationAngle: .pi)
      square.backgroundColor = .systemOrange
    }
    animator.pausesOnCompletion = true
    animator.pauseAnimation()
    self.animator = animator
  }

  private func flipCard(_ options: UIView.AnimationOptions) {
    cardFlipped.toggle()
    UIView.transition(with: card, duration: 0.7, options: options) { [self] in
      card.text = cardFlipped ? "뒷면 Back" : "앞면 Front"
      card.backgroundColor = cardFlipped ? .systemPurple : .systemTeal
    }
  }
}
