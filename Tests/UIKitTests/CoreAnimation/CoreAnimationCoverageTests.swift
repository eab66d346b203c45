import CoreGraphics
import QuartzCore
import Testing
import UIKit
import UIKitSnapshotTesting
import UIKitTestSupport

/// The rest of the Core Animation and string-drawing API through the public products: layer
/// classes, animation kinds and key paths, actions, contents, and Core Animation's answers to
/// bad input.
@Suite("Core Animation: layer classes, animation kinds, actions and bad input", .uiTest)
@MainActor
struct CoreAnimationCoverageTests {
  private let clock = ManualClock()

  /// A 100 × 100 window with a white root view, settled.
  private func window() -> UIWindow {
    let root = UIViewController()
    root.view.backgroundColor = .white
    let window = TestApplication.makeWindow(root: root, size: CGSize(width: 100, height: 100))
    clock.settle()
    return window
  }

  /// A plain layer of `size` at the origin of a fresh window, drawn once.
  private func settledLayer(_ size: CGSize = .zero) -> CALayer {
    let window = window()
    let layer = CALayer()
    layer.frame = CGRect(origin: .zero, size: size)
    window.layer.addSublayer(layer)
    clock.settle()
    return layer
  }

  private func pixel(_ window: UIWindow, _ x: Int, _ y: Int) -> [UInt8] {
    WindowSnapshot.render(window).color(atX: x, y: y)
  }

  // MARK: Animation kinds

  @Test("a spring's settling duration matches Apple's documented figures")
  func springSettlingDuration() {
    let soft = CASpringAnimation(keyPath: "position.x")
    soft.damping = 5
    let firm = CASpringAnimation(keyPath: "position.x")
    firm.damping = 15

    // "approximately 2.85 seconds" and "just over 1 second" (CASpringAnimation's documentation).
    #expect(abs(soft.settlingDuration - 2.85) < 0.05)
    #expect(firm.settlingDuration > 1 && firm.settlingDuration < 1.1)
  }

  @Test("a spring overshoots its target, then settles on it")
  func springOvershoots() {
    let layer = settledLayer(CGSize(width: 10, height: 10))
    let spring = CASpringAnimation(keyPath: "position.x")
    spring.fromValue = 0
    spring.toValue = 100
    spring.duration = spring.settlingDuration
    layer.add(spring, forKey: "spring")

    var furthest: CGFloat = 0
    for _ in 0..<60 {
      clock.advance(by: 1.0 / 60)
      furthest = max(furthest, layer.presentation()?.position.x ?? 0)
    }
    clock.advance(by: 2)

    #expect(furthest > 100)
    #expect(layer.presentation()?.position.x == layer.position.x)
    #expect(layer.animation(forKey: "spring") == nil)
  }

  @Test("a group runs its members on its own clock and cuts them at its duration")
  func group() {
    let layer = settledLayer()
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 0
    fade.toValue = 1
    fade.duration = 1
    let move = CABasicAnimation(keyPath: "position.x")
    move.fromValue = 0
    move.toValue = 100
    move.beginTime = 0.5
    move.duration = 1
    let group = CAAnimationGroup()
    group.animations = [fade, move]
    group.duration = 1
    layer.add(group, forKey: "group")

    clock.advance(by: 0.5)
    let halfway = layer.presentation()
    clock.advance(by: 0.25)
    let later = layer.presentation()
    clock.advance(by: 0.5)

    #expect(abs(Double(halfway?.opacity ?? 0) - 0.5) < 0.02)
    #expect(abs((later?.position.x ?? 0) - 25) < 1)
    #expect(layer.animation(forKey: "group") == nil)
    #expect(layer.presentation()?.opacity == 1)
  }

  @Test("a push transition slides the layer in from the side its subtype names")
  func pushTransition() {
    let layer = settledLayer(CGSize(width: 50, height: 50))
    let transition = CATransition()
    transition.type = .push
    transition.subtype = .fromLeft
    transition.duration = 1
    transition.timingFunction = CAMediaTimingFunction(name: .linear)
    layer.add(transition, forKey: kCATransition)

    clock.advance(by: 0.5)

    #expect(layer.presentation()?.position.x == 0)
    #expect(layer.position.x == 25)
  }

  @Test("discrete keyframes take one key time more than values, as Core Animation documents")
  func discreteKeyTimes() {
    let layer = settledLayer(CGSize(width: 40, height: 40))
    let steps = CAKeyframeAnimation(keyPath: "opacity")
    steps.values = [0, 0.5, 1]
    steps.keyTimes = [0, 0.2, 0.4, 1]
    steps.calculationMode = .discrete
    steps.duration = 1
    layer.add(steps, forKey: "steps")

    var presented: [Float] = []
    for _ in 0..<3 {
      clock.advance(by: 0.15)
      presented.append(layer.presentation()?.opacity ?? -1)
    }

    #expect(presented == [0, 0.5, 1])
  }

  @Test("discrete keyframes jump; transform.scale and bounds.size animate by key path")
  func keyPaths() {
    let layer = settledLayer(CGSize(width: 40, height: 40))
    let steps = CAKeyframeAnimation(keyPath: "opacity")
    steps.values = [0, 0.5, 1]
    steps.calculationMode = .discrete
    steps.duration = 0.9
    let scale = CABasicAnimation(keyPath: "transform.scale")
    scale.fromValue = 1
    scale.toValue = 3
    scale.duration = 1
    scale.timingFunction = CAMediaTimingFunction(name: .linear)
    let size = CABasicAnimation(keyPath: "bounds.size")
    size.fromValue = CGSize(width: 40, height: 40)
    size.toValue = CGSize(width: 80, height: 20)
    size.duration = 1
    size.timingFunction = CAMediaTimingFunction(name: .linear)
    layer.add(steps, forKey: "steps")
    layer.add(scale, forKey: "scale")
    layer.add(size, forKey: "size")

    clock.advance(by: 0.5)
    let presented = layer.presentation()

    #expect(presented?.opacity == 0.5)
    #expect(abs((presented?.transform.m11 ?? 0) - 2) < 0.01)
    #expect(abs((presented?.transform.m22 ?? 0) - 2) < 0.01)
    #expect(presented?.bounds.size == CGSize(width: 60, height: 30))
    #expect(presented?.model() === layer)
    #expect(layer.model() === layer)
  }

  @Test("CACurrentMediaTime follows the frame clock")
  func mediaTime() {
    let start = CACurrentMediaTime()
    clock.advance(by: 0.5)

    #expect(abs(CACurrentMediaTime() - start - 0.5) < 1e-9)
  }

  // MARK: Actions

  @Test("actions: NSNull turns an implicit animation off; a custom action runs instead")
  func actions() {
    let window = window()
    let quiet = CALayer()
    quiet.actions = ["opacity": NSNull()]
    let custom = CALayer()
    let slow = CABasicAnimation()
    slow.duration = 4
    custom.actions = ["opacity": slow]
    window.layer.addSublayer(quiet)
    window.layer.addSublayer(custom)
    clock.settle()

    quiet.opacity = 0
    custom.opacity = 0
    clock.advance(by: 1)

    #expect(quiet.action(forKey: "opacity") == nil)
    #expect(quiet.animationKeys() == nil)
    #expect(quiet.presentation()?.opacity == 0)
    #expect(custom.animation(forKey: "opacity") != nil)
    #expect(abs(Double(custom.presentation()?.opacity ?? 0) - 0.75) < 0.1)
  }

  // MARK: Layer classes and drawing

  @Test("a replicator layer draws its sublayer instanceCount times, each moved on")
  func replicator() {
    let window = window()
    let replicator = CAReplicatorLayer()
    replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
    replicator.instanceCount = 3
    replicator.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
    let dot = CALayer()
    dot.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
    dot.backgroundColor = UIColor.red.cgColor
    replicator.addSublayer(dot)
    window.layer.addSublayer(replicator)
    clock.settle()

    #expect(pixel(window, 10, 10) == [255, 0, 0, 255])
    #expect(pixel(window, 40, 10) == [255, 0, 0, 255])
    #expect(pixel(window, 70, 10) == [255, 0, 0, 255])
    #expect(pixel(window, 95, 10) == [255, 255, 255, 255])
  }

  @Test("a text layer draws its string; a transform layer draws only its sublayers")
  func textAndTransformLayers() {
    let window = window()
    let text = CATextLayer()
    text.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
    text.string = "WWWW"
    text.fontSize = 30
    text.foregroundColor = UIColor.black.cgColor
    let group = CATransformLayer()
    group.frame = CGRect(x: 0, y: 50, width: 100, height: 50)
    group.backgroundColor = UIColor.red.cgColor
    let child = CALayer()
    child.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
    child.backgroundColor = UIColor.blue.cgColor
    group.addSublayer(child)
    window.layer.addSublayer(text)
    window.layer.addSublayer(group)
    clock.settle()
    let image = WindowSnapshot.render(window)

    let darkInText = (0..<100).contains { x in image.color(atX: x, y: 20)[0] < 100 }
    #expect(darkInText)
    #expect(image.color(atX: 10, y: 60) == [0, 0, 255, 255])
    #expect(image.color(atX: 60, y: 80) == [255, 255, 255, 255])
  }

  @Test("zPosition draws a layer above later siblings; sublayerTransform moves sublayers")
  func zPositionAndSublayerTransform() {
    let window = window()
    let front = CALayer()
    front.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    front.backgroundColor = UIColor.red.cgColor
    front.zPosition = 1
    let back = CALayer()
    back.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    back.backgroundColor = UIColor.blue.cgColor
    let holder = CALayer()
    holder.frame = CGRect(x: 0, y: 50, width: 100, height: 50)
    holder.sublayerTransform = CATransform3DMakeTranslation(50, 0, 0)
    let moved = CALayer()
    moved.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
    moved.backgroundColor = UIColor.green.cgColor
    holder.addSublayer(moved)
    window.layer.addSublayer(front)
    window.layer.addSublayer(back)
    window.layer.addSublayer(holder)
    clock.settle()

    #expect(pixel(window, 20, 20) == [255, 0, 0, 255])
    #expect(pixel(window, 60, 60) == [0, 255, 0, 255])
    #expect(pixel(window, 10, 60) == [255, 255, 255, 255])
  }

  @Test("contentsGravity center keeps an image at its size; resize stretches it")
  func contentsGravity() {
    let window = window()
    let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image {
      UIColor.blue.setFill()
      $0.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    }
    let centered = CALayer()
    centered.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
    centered.contents = image.cgImage
    centered.contentsGravity = .center
    let stretched = CALayer()
    stretched.frame = CGRect(x: 50, y: 50, width: 50, height: 50)
    stretched.contents = image.cgImage
    window.layer.addSublayer(centered)
    window.layer.addSublayer(stretched)
    clock.settle()

    #expect(pixel(window, 25, 25) == [0, 0, 255, 255])
    #expect(pixel(window, 5, 5) == [255, 255, 255, 255])
    #expect(pixel(window, 55, 55) == [0, 0, 255, 255])
  }

  @Test("string drawing: sizes grow with the font, text wraps in a box, draw(at:) paints")
  func stringDrawing() {
    let small = ("Hello" as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
    let large = ("Hello" as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 24)])
    let line = ("one two three four" as NSString).boundingRect(
      with: CGSize(width: 1000, height: 1000), options: .usesLineFragmentOrigin,
      attributes: [.font: UIFont.systemFont(ofSize: 17)], context: nil)
    let wrapped = ("one two three four" as NSString).boundingRect(
      with: CGSize(width: 60, height: 1000), options: .usesLineFragmentOrigin,
      attributes: [.font: UIFont.systemFont(ofSize: 17)], context: nil)
    let struck = NSAttributedString(
      string: "     ",
      attributes: [
        .font: UIFont.systemFont(ofSize: 20), .strikethroughStyle: NSUnderlineStyle.single.rawValue,
        .foregroundColor: UIColor.red,
      ])
    let image = UIGraphicsImageRenderer(size: CGSize(width: 80, height: 30)).image { _ in
      ("Hi" as NSString).draw(
        at: .zero,
        withAttributes: [.font: UIFont.systemFont(ofSize: 24), .foregroundColor: UIColor.black])
      struck.draw(at: CGPoint(x: 30, y: 0))
    }
    let bitmap = image.cgImage!.bitmap

    #expect(large.width > small.width * 1.8)
    #expect(large.height > small.height * 1.8)
    #expect(wrapped.height > line.height * 2)
    #expect(wrapped.width <= 60)
    let inked = (0..<30).contains { x in (0..<30).contains { y in bitmap.pixel(x: x, y: y).3 > 200 }
    }
    #expect(inked)
    // Spaces draw no glyphs: only the strikethrough can be red there.
    let redLine = (30..<80).contains { x in
      (0..<30).contains { y in
        let (r, g, _, a) = bitmap.pixel(x: x, y: y)
        return a > 200 && r > 200 && g < 60
      }
    }
    #expect(redLine)
  }

  // MARK: Bad input

  @Test("bad input is ignored as Core Animation ignores it, and nothing crashes")
  func badInput() {
    let window = window()
    let shape = CAShapeLayer()
    shape.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    let nan = CGMutablePath()
    nan.move(to: CGPoint(x: CGFloat.nan, y: 0))
    nan.addLine(to: CGPoint(x: 50, y: CGFloat.infinity))
    shape.path = nan
    shape.strokeColor = UIColor.black.cgColor
    shape.lineDashPattern = (0..<5000).map { NSNumber(value: $0 % 3 + 1) }
    let gradient = CAGradientLayer()
    gradient.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
    gradient.colors = [UIColor.green.cgColor]
    let mismatched = CAKeyframeAnimation(keyPath: "opacity")
    mismatched.values = [0, 1]
    mismatched.keyTimes = [0, 0.2, 0.4, 1]
    mismatched.duration = 1
    let layer = CALayer()
    layer.mask = layer
    window.layer.addSublayer(shape)
    window.layer.addSublayer(gradient)
    window.layer.addSublayer(layer)
    layer.add(mismatched, forKey: "mismatched")
    clock.advance(by: 0.5)

    // The property reads back as set; drawing uses the first 1,024 lengths, with a log.
    #expect(shape.lineDashPattern?.count == 5000)
    #expect(pixel(window, 10, 10) == [0, 255, 0, 255])
    #expect(layer.mask == nil)
    let opacity = layer.presentation()?.opacity ?? -1
    #expect(opacity >= 0 && opacity <= 1)
  }
}
