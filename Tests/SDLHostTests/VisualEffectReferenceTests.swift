import CSDL2
import Testing
import UIKitSnapshotTesting
import UIKitTestSupport

@testable import SDLHost
@testable import UIKit

/// `UIVisualEffectView`'s blur, drawn by the host: compared with a stored snapshot, and kept while
/// nothing behind it changes.
@Suite("Reference images: visual effect views", .uiTest)
@MainActor
struct VisualEffectReferenceTests {
  /// A 200 × 120 window of 25-point red and blue stripes, with an effect view of `style` over
  /// its middle holding a small opaque square.
  private func stripes(style: UIBlurEffect.Style) -> (UIWindow, UIVisualEffectView, [UIView]) {
    let root = UIViewController()
    let window = TestApplication.makeWindow(root: root, size: CGSize(width: 200, height: 120))
    var bands: [UIView] = []
    for index in 0..<8 {
      let band = UIView(frame: CGRect(x: CGFloat(index) * 25, y: 0, width: 25, height: 120))
      band.backgroundColor = index % 2 == 0 ? .systemRed : .systemBlue
      root.view.addSubview(band)
      bands.append(band)
    }
    let effect = UIVisualEffectView(effect: UIBlurEffect(style: style))
    effect.frame = CGRect(x: 40, y: 20, width: 120, height: 80)
    let square = UIView(frame: CGRect(x: 50, y: 30, width: 20, height: 20))
    square.backgroundColor = .black
    effect.contentView.addSubview(square)
    root.view.addSubview(effect)
    UIApplication.shared.advance(by: 0)
    return (window, effect, bands)
  }

  @Test("a light blur over stripes: soft edges inside, sharp outside, content on top")
  func blurOverStripes() {
    let (window, _, _) = stripes(style: .light)

    let image = WindowSnapshot.render(window)

    assertSnapshot(
      of: UIImage(bitmap: image), as: .image(perceptualPrecision: 0.99), named: "blur-over-stripes")
    // Outside, the stripes meet sharply at x = 100; inside, the blur mixes them there.
    let outsideLeft = image.color(atX: 99, y: 5)
    let outsideRight = image.color(atX: 100, y: 5)
    let inside = image.color(atX: 100, y: 80)
    #expect(outsideLeft[2] > 200 && outsideRight[0] > 200 && outsideRight[2] < 100)
    #expect(inside[0] > 120 && inside[2] > 120)
    #expect(image.color(atX: 100, y: 60) == [0, 0, 0, 255])
  }

  @Test("a blur that slides blurs the window under it on every frame of the slide")
  func slidingBlur() {
    let (window, effect, _) = stripes(style: .light)
    UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
      effect.frame.origin.x = 60
    }

    UIApplication.shared.advance(by: 0.5)
    let image = WindowSnapshot.render(window)

    assertSnapshot(
      of: UIImage(bitmap: image), as: .image(perceptualPrecision: 0.99), named: "blur-sliding")
    // Halfway the view spans x = 50 to 170. Under it the stripes that meet at x = 100 are mixed
    // (drawn once into an image of the moving view, the blur would see only the view itself).
    let left = image.color(atX: 99, y: 80)
    let right = image.color(atX: 100, y: 80)
    #expect(abs(Int(left[0]) - Int(right[0])) < 16 && abs(Int(left[2]) - Int(right[2])) < 16)
    #expect(
      window.currentDisplayList.items.contains {
        if case .backdrop = $0 { true } else { false }
      })
  }

  @Test("the blur is made once and reused until something behind it changes")
  func blurIsCached() throws {
    let (window, _, bands) = stripes(style: .systemMaterial)
    let surface = try #require(
      SDL_CreateRGBSurfaceWithFormat(0, 200, 120, 32, SDL_PIXELFORMAT_ABGR8888.rawValue))
    defer { SDL_FreeSurface(surface) }
    let renderer = try #require(SDL_CreateSoftwareRenderer(surface))
    defer { SDL_DestroyRenderer(renderer) }
    let drawer = DisplayListDrawer(renderer: renderer)
    defer { drawer.releaseTextures() }

    drawer.draw(window.currentDisplayList, scale: 1)
    drawer.draw(window.currentDisplayList, scale: 1)
    let unchanged = (drawer.statistics.backdropBlurs, drawer.statistics.backdropReuses)
    bands[3].backgroundColor = .systemGreen
    UIApplication.shared.advance(by: 0)
    drawer.draw(window.currentDisplayList, scale: 1)

    #expect(unchanged == (1, 1))
    #expect(drawer.statistics.backdropBlurs == 2)
  }

  @Test("the effect view puts its content view over the blur and keeps it filling its bounds")
  func contentViewFills() {
    let (window, effect, _) = stripes(style: .dark)

    effect.frame = CGRect(x: 10, y: 10, width: 150, height: 90)
    window.layoutIfNeeded()

    #expect(effect.contentView.frame == CGRect(x: 0, y: 0, width: 150, height: 90))
    #expect(effect.subviews.first === effect.contentView)
    #expect(backdrops(in: window).map(\.rect) == [CGRect(x: 10, y: 10, width: 150, height: 90)])
    effect.effect = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark))
    UIApplication.shared.advance(by: 0)
    #expect(backdrops(in: window).isEmpty)
  }

  @Test("an effect set in an animation block blurs in: half the radius and half the tint half way")
  func blurAnimatesIn() throws {
    let (window, effect, _) = stripes(style: .light)
    effect.effect = nil
    UIApplication.shared.advance(by: 0)
    UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
      effect.effect = UIBlurEffect(style: .dark)
    }

    UIApplication.shared.advance(by: 0.5)
    let halfWay = try #require(backdrops(in: window).first)
    let image = WindowSnapshot.render(window)
    UIApplication.shared.advance(by: 0.6)

    assertSnapshot(
      of: UIImage(bitmap: image), as: .image(perceptualPrecision: 0.99), named: "blur-half-way")
    #expect(halfWay.radius == 5)
    #expect(abs(halfWay.tint.alpha - 0.73 / 2) < 0.001 && abs(halfWay.tint.red - 0.11) < 0.001)
    #expect(backdrops(in: window).map(\.radius) == [10])
  }

  @Test("clearing the effect in an animation block fades the blur out in its own colour")
  func blurAnimatesOut() throws {
    let (window, effect, _) = stripes(style: .dark)
    UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
      effect.effect = nil
    }

    UIApplication.shared.advance(by: 0.75)
    let late = try #require(backdrops(in: window).first)
    UIApplication.shared.advance(by: 0.3)

    #expect(abs(late.radius - 2.5) < 1e-9)
    #expect(abs(late.tint.alpha - 0.73 / 4) < 0.001 && abs(late.tint.blue - 0.12) < 0.001)
    #expect(backdrops(in: window).isEmpty)
  }

  @Test("a property animator scrubs an effect: a quarter of the way is a quarter of the blur")
  func scrubbedBlur() throws {
    let (window, effect, _) = stripes(style: .dark)
    effect.effect = nil
    UIApplication.shared.advance(by: 0)
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      effect.effect = UIBlurEffect(style: .dark)
    }

    animator.fractionComplete = 0.25
    UIApplication.shared.advance(by: 0)

    #expect(try #require(backdrops(in: window).first).radius == 2.5)
    animator.stopAnimation(true)
  }

  /// The blurs the window draws this frame.
  private func backdrops(in window: UIWindow) -> [BackdropBlur] {
    window.currentDisplayList.flattened.compactMap { item -> BackdropBlur? in
      if case .backdrop(let blur) = item { return blur }
      return nil
    }
  }
}
