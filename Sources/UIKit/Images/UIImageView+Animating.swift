import QuartzCore

extension UIImageView {
  /// One pass of the animation: ``animationDuration``, or 1/30 s an image when it is 0, as in
  /// UIKit.
  var animationCycle: TimeInterval {
    let count = Double(animationImages?.count ?? 0)
    return animationDuration > 0 ? animationDuration : count / 30
  }

  /// Runs the animation from the frame the link fires in: the image shown follows the time
  /// since it started, and the animation ends after ``animationRepeatCount`` passes.
  func startAnimationLink() {
    animationStart = nil
    // Weak: a view that goes away while animating ends its link at the next frame.
    let link = CADisplayLink { [weak self] link in
      guard let self else { return link.invalidate() }
      self.animationDidTick(at: link.timestamp)
    }
    animationLink = link
    link.add(to: .main, forMode: .common)
  }

  private func animationDidTick(at time: TimeInterval) {
    guard let images = animationImages, !images.isEmpty, animationCycle > 0 else {
      return stopAnimating()
    }
    let start = animationStart ?? time
    animationStart = start
    let passes = (time - start) / animationCycle
    if animationRepeatCount > 0 && passes >= Double(animationRepeatCount) {
      return stopAnimating()
    }
    let index = min(
      Int((passes - passes.rounded(.down)) * Double(images.count)), images.count - 1)
    guard index != animationFrame else { return }
    animationFrame = index
    setNeedsDisplay()
  }

  /// The image drawn now: the animation's current image while it runs, else the highlighted
  /// image when highlighted and there is one, else ``image``.
  var displayedImage: UIImage? {
    if let frame = animationFrame, let images = animationImages, frame < images.count {
      return images[frame]
    }
    if isHighlighted, let highlightedImage { return highlightedImage }
    return image
  }
}
