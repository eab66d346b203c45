import SnapshotTesting
import Testing
import UIKit
import UIKitSnapshotTesting
import UIKitTestSupport

/// `.transition(frames:)`: a push, a presentation and a view animation as filmstrips, and
/// transitions that do not finish in the frames asked for.
@Suite("Snapshot strategy: transitions", .uiTest)
@MainActor
struct TransitionStrategyTests {
  /// A navigation controller showing a mailbox list, and a message screen ready to push.
  private func settings() -> (UINavigationController, UIViewController) {
    let list = UIViewController()
    list.title = "Mailboxes"
    list.view.backgroundColor = .systemGroupedBackground
    let rows = UIStackView(frame: CGRect(x: 16, y: 70, width: 208, height: 110))
    rows.axis = .vertical
    rows.spacing = 2
    rows.distribution = .fillEqually
    for name in ["Inbox", "보낸 편지 Sent", "Drafts"] {
      let row = UILabel()
      row.text = name
      row.backgroundColor = .secondarySystemGroupedBackground
      rows.addArrangedSubview(row)
    }
    list.view.addSubview(rows)
    let message = UIViewController()
    message.title = "Inbox"
    message.view.backgroundColor = .systemBackground
    let body = UILabel(frame: CGRect(x: 16, y: 80, width: 208, height: 30))
    body.text = "안녕하세요 Hello"
    message.view.addSubview(body)
    return (UINavigationController(rootViewController: list), message)
  }

  @Test("a push slides the new screen in from the right, in five frames from start to rest")
  func push() {
    let (navigation, detail) = settings()

    assertSnapshot(
      of: navigation,
      as: .transition(frames: 5, on: ViewImageConfig(size: CGSize(width: 240, height: 320))) {
        $0.pushViewController(detail, animated: true)
      })

    #expect(navigation.topViewController === detail)
  }
}

extension TransitionStrategyTests {
  @Test("a presentation slides the sheet up while the presenter shrinks back")
  func presentation() {
    let (navigation, detail) = settings()
    let sheet = UINavigationController(rootViewController: detail)

    assertSnapshot(
      of: navigation,
      as: .transition(frames: 4, on: ViewImageConfig(size: CGSize(width: 240, height: 320))) {
        $0.present(sheet, animated: true)
      })

    #expect(navigation.presentedViewController === sheet)
  }

  @Test("a view's animation, frames a fixed interval apart")
  func viewAnimation() {
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
    badge.backgroundColor = .systemRed
    badge.layer.cornerRadius = 30

    assertSnapshot(
      of: badge,
      as: .transition(frames: 4, every: 0.1) { badge in
        UIView.animate(withDuration: 0.3) {
          badge.alpha = 0.2
          badge.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        }
      })
  }

  @Test("keyframes: a square slides right, then turns and fades, a quarter second apart")
  func keyframeAnimation() {
    let track = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
    track.backgroundColor = .systemBackground
    let square = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
    square.backgroundColor = .systemBlue
    track.addSubview(square)

    assertSnapshot(
      of: track,
      as: .transition(frames: 5, every: 0.25) { _ in
        let linear = UIView.KeyframeAnimationOptions(
          rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear) {
          UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
            square.center.x = 170
          }
          UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
            square.transform = CGAffineTransform(rotationAngle: .pi / 4)
            square.alpha = 0.3
          }
        }
      })
  }

  @Test("a transition still running after the frames asked for fails and says so")
  func unfinishedTransitionFails() {
    let (navigation, detail) = settings()
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("unfinished-\(UUID().uuidString)")

    withKnownIssue {
      _ = verifySnapshot(
        of: navigation,
        as: .transition(
          frames: 2, every: 0.05, on: ViewImageConfig(size: CGSize(width: 100, height: 100))
        ) {
          $0.pushViewController(detail, animated: true)
        },
        record: .all, snapshotDirectory: folder.path)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("still running after 2 frames 0.05 s apart") }
    }
  }

  @Test("an animation that never ends fails after ten seconds of animation time: no hang")
  func endlessAnimationFails() {
    let spinner = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("endless-\(UUID().uuidString)")

    withKnownIssue {
      _ = verifySnapshot(
        of: spinner,
        as: .transition(frames: 3) { spinner in
          UIView.animate(withDuration: 0.5, delay: 0, options: [.repeat]) { spinner.alpha = 0 }
        },
        record: .all, snapshotDirectory: folder.path)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("still running after 10 s") }
    }
  }
}
