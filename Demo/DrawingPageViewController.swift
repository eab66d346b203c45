import UIKit

/// Page 2: what the renderer draws — corners, borders, shadows, group alpha, clipping, images.
final class DrawingPageViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "그리기 Drawing"
    view.backgroundColor = .secondarySystemGroupedBackground

    let photo = UIImageView(image: UIImage(named: "landscape"))
    photo.frame = CGRect(x: 20, y: 20, width: 150, height: 110)
    photo.contentMode = .scaleAspectFill
    photo.clipsToBounds = true
    photo.layer.cornerRadius = 14
    view.addSubview(photo)

    let ring = UIView(frame: CGRect(x: 196, y: 24, width: 100, height: 100))
    ring.layer.cornerRadius = 50
    ring.layer.borderWidth = 6
    ring.layer.borderColor = UIColor.systemPink.cgColor
    view.addSubview(ring)
    let badge = UIImageView(image: UIImage(named: "badge"))
    badge.center = ring.center
    view.addSubview(badge)

    let shadowed = UIView(frame: CGRect(x: 20, y: 160, width: 130, height: 90))
    shadowed.backgroundColor = .systemBackground
    shadowed.layer.cornerRadius = 12
    shadowed.layer.shadowOpacity = 0.35
    shadowed.layer.shadowRadius = 10
    shadowed.layer.shadowOffset = CGSize(width: 0, height: 8)
    view.addSubview(shadowed)

    let faded = UIView(frame: CGRect(x: 176, y: 160, width: 130, height: 90))
    faded.alpha = 0.5
    for (index, color) in [UIColor.systemRed, .systemBlue].enumerated() {
      let square = UIView(
        frame: CGRect(x: CGFloat(index) * 50, y: CGFloat(index) * 20, width: 80, height: 70))
      square.backgroundColor = color
      square.layer.cornerRadius = 8
      faded.addSubview(square)
    }
    view.addSubview(faded)

    let caption = UILabel(frame: CGRect(x: 20, y: 270, width: 300, height: 60))
    caption.text =
      "둥근 모서리, 테두리, 그림자, 그룹 알파, 이미지. Rounded corners, borders, shadows, group alpha, images."
    caption.numberOfLines = 0
    caption.font = .systemFont(ofSize: 14)
    caption.textColor = .secondaryLabel
    view.addSubview(caption)
  }
}
