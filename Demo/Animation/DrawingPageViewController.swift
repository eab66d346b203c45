import UIKit

/// Page 2: what the renderer draws — corners, borders, shadows, group alpha, clipping, images —
/// placed with anchors relative to each other.
final class DrawingPageViewController: TourViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "그리기 Drawing"
    view.backgroundColor = .secondarySystemGroupedBackground

    let photo = UIImageView(image: UIImage(named: "landscape"))
    photo.contentMode = .scaleAspectFill
    photo.clipsToBounds = true
    photo.layer.cornerRadius = 14

    let ring = UIView()
    ring.layer.cornerRadius = 50
    ring.layer.borderWidth = 6
    ring.layer.borderColor = UIColor.systemPink.cgColor
    let badge = UIImageView(image: UIImage(named: "badge"))

    let shadowed = UIView()
    shadowed.backgroundColor = .systemBackground
    shadowed.layer.cornerRadius = 12
    shadowed.layer.shadowOpacity = 0.35
    shadowed.layer.shadowRadius = 10
    shadowed.layer.shadowOffset = CGSize(width: 0, height: 8)

    // Group alpha: the overlapping squares fade together, not through each other.
    let faded = UIView()
    faded.alpha = 0.5
    for (index, color) in [UIColor.systemRed, .systemBlue].enumerated() {
      let square = UIView(
        frame: CGRect(x: CGFloat(index) * 50, y: CGFloat(index) * 20, width: 80, height: 70))
      square.backgroundColor = color
      square.layer.cornerRadius = 8
      faded.addSubview(square)
    }

    let caption = UILabel()
    caption.text =
      "둥근 모서리, 테두리, 그림자, 그룹 알파, 이미지. Rounded corners, borders, shadows, group alpha, images."
    caption.numberOfLines = 0
    caption.font = .systemFont(ofSize: 14)
    caption.textColor = .secondaryLabel

    for item in [photo, ring, badge, shadowed, faded, caption] {
      item.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(item)
    }
    NSLayoutConstraint.activate([
      photo.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
      photo.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      photo.widthAnchor.constraint(equalToConstant: 150),
      photo.heightAnchor.constraint(equalToConstant: 110),
      ring.leadingAnchor.constraint(equalTo: photo.trailingAnchor, constant: 26),
      ring.centerYAnchor.constraint(equalTo: photo.centerYAnchor),
      ring.widthAnchor.constraint(equalToConstant: 100),
      ring.heightAnchor.constraint(equalTo: ring.widthAnchor),
      badge.centerXAnchor.constraint(equalTo: ring.centerXAnchor),
      badge.centerYAnchor.constraint(equalTo: ring.centerYAnchor),
      shadowed.topAnchor.constraint(equalTo: photo.bottomAnchor, constant: 30),
      shadowed.leadingAnchor.constraint(equalTo: photo.leadingAnchor),
      shadowed.widthAnchor.constraint(equalToConstant: 130),
      shadowed.heightAnchor.constraint(equalToConstant: 90),
      faded.topAnchor.constraint(equalTo: shadowed.topAnchor),
      faded.leadingAnchor.constraint(equalTo: shadowed.trailingAnchor, constant: 26),
      faded.widthAnchor.constraint(equalToConstant: 130),
      faded.heightAnchor.constraint(equalToConstant: 90),
      caption.topAnchor.constraint(equalTo: shadowed.bottomAnchor, constant: 20),
      caption.leadingAnchor.constraint(equalTo: photo.leadingAnchor),
      caption.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
    ])
  }
}
