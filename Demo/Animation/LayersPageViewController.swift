import QuartzCore
import UIKit

/// Page 6: Core Animation and Core Graphics — a progress ring stroked with `strokeEnd`, a
/// gradient header, a keyframe "shake", and a view drawn in `draw(_:)`.
final class LayersPageViewController: TourViewController {
  private let header = GradientHeaderView()
  private let ring = ProgressRingView()
  private let chart = SparklineView()
  private let shakeButton = UIButton(type: .system)
  private var progressStep = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "레이어 Layers"
    view.backgroundColor = .secondarySystemGroupedBackground

    let caption = UILabel()
    caption.text = "CAShapeLayer · CAGradientLayer · CAKeyframeAnimation · draw(_:)"
    caption.font = .systemFont(ofSize: 13)
    caption.textColor = .secondaryLabel
    caption.numberOfLines = 0

    shakeButton.setTitle("흔들기 Shake", for: .normal)
    shakeButton.addAction(UIAction { [weak self] _ in self?.shake() }, for: .touchUpInside)

    for item in [header, ring, chart, shakeButton, caption] {
      item.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(item)
    }
    NSLayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: view.topAnchor, constant: 16),
      header.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      header.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
      header.heightAnchor.constraint(equalToConstant: 84),
      ring.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 20),
      ring.leadingAnchor.constraint(equalTo: header.leadingAnchor),
      ring.widthAnchor.constraint(equalToConstant: 120),
      ring.heightAnchor.constraint(equalToConstant: 120),
      chart.topAnchor.constraint(equalTo: ring.topAnchor),
      chart.leadingAnchor.constraint(equalTo: ring.trailingAnchor, constant: 20),
      chart.trailingAnchor.constraint(equalTo: header.trailingAnchor),
      chart.heightAnchor.constraint(equalToConstant: 120),
      shakeButton.topAnchor.constraint(equalTo: ring.bottomAnchor, constant: 20),
      shakeButton.leadingAnchor.constraint(equalTo: header.leadingAnchor),
      caption.topAnchor.constraint(equalTo: shakeButton.bottomAnchor, constant: 12),
      caption.leadingAnchor.constraint(equalTo: header.leadingAnchor),
      caption.trailingAnchor.constraint(equalTo: header.trailingAnchor),
    ])
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    advanceProgress()
  }

  /// Fills the ring a step at a time, each step an implicit `strokeEnd` animation.
  private func advanceProgress() {
    guard view.window != nil else { return }
    progressStep = (progressStep + 1) % 5
    ring.progress = CGFloat(progressStep) / 4
    DispatchQueue.main.asyncAfter(deadline: .now() + 1.2) { [weak self] in
      self?.advanceProgress()
    }
  }

  /// The classic "wrong password" shake: an additive keyframe animation of `position.x`.
  private func shake() {
    let shake = CAKeyframeAnimation(keyPath: "position.x")
    shake.values = [0, 12, -12, 8, -8, 4, 0]
    shake.duration = 0.45
    shake.isAdditive = true
    shake.timingFunction = CAMediaTimingFunction(name: .easeOut)
    header.layer.add(shake, forKey: "shake")
    DemoLog.record("shake")
  }
}

/// A rounded header filled by a `CAGradientLayer` sublayer, with a title over it.
final class GradientHeaderView: UIView {
  private let gradient = CAGradientLayer()
  private let title = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    gradient.colors = [
      UIColor.systemPurple.cgColor, UIColor.systemPink.cgColor, UIColor.systemOrange.cgColor,
    ]
    gradient.startPoint = CGPoint(x: 0, y: 0)
    gradient.endPoint = CGPoint(x: 1, y: 1)
    layer.insertSublayer(gradient, at: 0)
    layer.cornerRadius = 16
    layer.masksToBounds = true
    title.text = "Core Animation"
    title.font = .boldSystemFont(ofSize: 24)
    title.textColor = .white
    title.frame = CGRect(x: 20, y: 26, width: 300, height: 32)
    addSubview(title)
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    gradient.frame = bounds
    CATransaction.commit()
  }
}

/// A progress ring: a grey track and a coloured arc, two `CAShapeLayer`s; changing
/// ``progress`` animates the arc's `strokeEnd` implicitly.
final class ProgressRingView: UIView {
  private let track = CAShapeLayer()
  private let arc = CAShapeLayer()

  var progress: CGFloat = 0 {
    didSet {
      CATransaction.begin()
      CATransaction.setAnimationDuration(0.6)
      CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeInEaseOut))
      arc.strokeEnd = progress
      CATransaction.commit()
    }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    for shape in [track, arc] {
      shape.fillColor = nil
      shape.lineWidth = 12
      shape.lineCap = .round
      layer.addSublayer(shape)
    }
    track.strokeColor = UIColor.systemGray.withAlphaComponent(0.25).cgColor
    arc.strokeColor = UIColor.systemGreen.cgColor
    arc.strokeEnd = 0
    arc.shadowOpacity = 0.3
    arc.shadowRadius = 4
    arc.shadowOffset = CGSize(width: 0, height: 2)
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    let inset = bounds.insetBy(dx: 10, dy: 10)
    let path = UIBezierPath(
      arcCenter: CGPoint(x: inset.midX, y: inset.midY), radius: inset.width / 2,
      startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true)
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    track.path = path.cgPath
    arc.path = path.cgPath
    CATransaction.commit()
  }
}

/// A small chart drawn in `draw(_:)` with Core Graphics: a filled area under a stroked line,
/// dots, and a label drawn with string drawing.
final class SparklineView: UIView {
  private let samples: [CGFloat] = [0.2, 0.45, 0.3, 0.7, 0.55, 0.85, 0.6, 0.95]

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemBackground
    layer.cornerRadius = 12
    contentMode = .redraw
  }

  required init?(coder: NSCoder) { nil }

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let plot = bounds.insetBy(dx: 14, dy: 30)
    let points = samples.enumerated().map { index, value in
      CGPoint(
        x: plot.minX + plot.width * CGFloat(index) / CGFloat(samples.count - 1),
        y: plot.maxY - plot.height * value)
    }
    let area = UIBezierPath()
    area.move(to: CGPoint(x: plot.minX, y: plot.maxY))
    for point in points { area.addLine(to: point) }
    area.addLine(to: CGPoint(x: plot.maxX, y: plot.maxY))
    area.close()
    context.saveGState()
    area.addClip()
    let gradient = CGGradient(
      colorsSpace: nil,
      colors: [
        UIColor.systemBlue.withAlphaComponent(0.45).cgColor,
        UIColor.systemBlue.withAlphaComponent(0.02).cgColor,
      ], locations: [0, 1])!
    context.drawLinearGradient(
      gradient, start: CGPoint(x: 0, y: plot.minY), end: CGPoint(x: 0, y: plot.maxY),
      options: [])
    context.restoreGState()

    let line = UIBezierPath()
    line.move(to: points[0])
    for point in points.dropFirst() { line.addLine(to: point) }
    line.lineWidth = 3
    line.lineJoinStyle = .round
    UIColor.systemBlue.setStroke()
    line.stroke()

    UIColor.white.setFill()
    for point in points {
      let dot = UIBezierPath(ovalIn: CGRect(x: point.x - 4, y: point.y - 4, width: 8, height: 8))
      dot.fill()
      UIColor.systemBlue.setStroke()
      dot.lineWidth = 2
      dot.stroke()
    }
    ("draw(_:) 차트" as NSString).draw(
      at: CGPoint(x: 14, y: 8),
      withAttributes: [.font: UIFont.boldSystemFont(ofSize: 13), .foregroundColor: UIColor.label])
  }
}
