import UIKit

/// UIVisualEffectView over a photo and coloured discs: three blur materials, thin to thick,
/// and a vibrancy label that takes its colour from what is behind. Drag the discs under them.
final class BlurViewController: TourViewController {
  init() {
    super.init(nibName: nil, bundle: nil)
    title = "Blur"
  }

  required init?(coder: NSCoder) {
    fatalError("the demo builds its screens in code")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let photo = UIImageView(image: UIImage(named: "landscape"))
    photo.contentMode = .scaleAspectFill
    photo.clipsToBounds = true
    photo.frame = view.bounds
    photo.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(photo)
    for (index, color) in [UIColor.systemPink, .systemYellow, .systemBlue].enumerated() {
      let disc = UIView(
        frame: CGRect(x: 40 + index * 110, y: 90 + index * 150, width: 90, height: 90))
      disc.backgroundColor = color
      disc.layer.cornerRadius = 45
      disc.addGestureRecognizer(
        UIPanGestureRecognizer { [unowned self, unowned disc] pan in
          let moved = pan.translation(in: view)
          disc.center = CGPoint(x: disc.center.x + moved.x, y: disc.center.y + moved.y)
          pan.setTranslation(.zero, in: view)
        })
      view.addSubview(disc)
    }
    let materials: [(String, UIBlurEffect.Style)] = [
      ("systemUltraThinMaterial", .systemUltraThinMaterial),
      ("systemMaterial", .systemMaterial),
      ("systemThickMaterial", .systemThickMaterial),
    ]
    let cards = UIStackView()
    cards.axis = .vertical
    cards.spacing = 16
    for (name, style) in materials {
      let blur = UIBlurEffect(style: style)
      let card = UIVisualEffectView(effect: blur)
      card.layer.cornerRadius = 18
      card.clipsToBounds = true
      card.heightAnchor.constraint(equalToConstant: 110).isActive = true
      let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur))
      let label = UILabel()
      label.text = name
      label.font = .boldSystemFont(ofSize: 17)
      for (view, parent) in [(vibrancy, card.contentView), (label, vibrancy.contentView)] {
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        NSLayoutConstraint.activate([
          view.centerXAnchor.constraint(equalTo: parent.centerXAnchor),
          view.centerYAnchor.constraint(equalTo: parent.centerYAnchor),
        ])
      }
      cards.addArrangedSubview(card)
    }
    cards.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(cards)
    let safeArea = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      cards.centerYAnchor.constraint(equalTo: safeArea.centerYAnchor),
      cards.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 40),
      cards.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -40),
    ])
  }
}
