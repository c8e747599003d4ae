extension PreviewCommand {
    /// The `--help` text, documenting every option.
    public static let usage = """
        transitionkit-preview — draw TransitionKit's transitions without a device.

        Renders the same transition plans the UIKit animators run, on a sample 390 × 844 pt phone
        screen, as SVG (one frame or a filmstrip), JSON, or a self-contained HTML scrubber.

        USAGE
          transitionkit-preview <transition> [options]
          transitionkit-preview zoom|card --dismissal PATH [--velocity VX,VY] [--shadow O,R] [options]
          transitionkit-preview --gallery --output DIR
          transitionkit-preview --list
          transitionkit-preview --help

        ARGUMENTS
          <transition>          A name from --list, e.g. zoom, crossFade, slide; or lift,
                                the documentation's custom plan (not listed).

        OPTIONS
          --list                Print every transition's name and a one-line summary.
          --gallery             Write DIR/index.html (DIR from --output): one page showing every
                                transition, with controls for the transition, push/pop,
                                direction, Reduce Motion and speed, a plot of progress and
                                velocity against time, and a table of what is drawn; no network
                                needed. DIR is created if missing (its parent must exist);
                                index.html is written whole or not at all, as a new file in
                                DIR (an existing index.html that is a symbolic link, a FIFO or
                                a device is refused, never followed). Refused (73): DIR is a
                                file, is not writable, or lies inside a Swift package's
                                Sources or Tests folder. Takes no transition, --operation,
                                --rtl, --progress, --format or --frames.
          --operation push|pop|gesturePop
                                Preview a push (default), the pop a button plays, or the pop a
                                gesture drives (a swipe back): the transition's own
                                gesture-driven pop where it has one (zoomSwipedSlide: the
                                Back button's pop shrinks the photo back into its cell, a
                                swipe slides it away), else the same pop.
          --progress P          The progress to draw, a number from 0 to 1 (default 0.5). Scrubbing
                                semantics: linear, as a paused animator driven by a finger.
                                For HTML, the slider's starting position.
          --format svg|json|html
                                svg: an SVG image (default; with --frames, a filmstrip).
                                json: the evaluated states of every element, frames in points,
                                      origin top-left.
                                html: the gallery's page for this one transition: the sample
                                      screens (Photos grid, detail, toolbars), a slider that
                                      scrubs, a Play button that runs the transition with its
                                      real timing, a progress/velocity plot and a table of what
                                      is drawn (transform included); no network needed.
                                Without --format, an --output path ending in .json or .html picks
                                that format.
          --frames N            An SVG filmstrip of N frames (1 to 120) at evenly spaced progress
                                from 0 to 1. Not with --progress, json or html.
          --rtl                 Build the transition for a right-to-left layout.
          --back-at P           Tap Back while the push runs, when its progress on screen first
                                reaches P (strictly between 0 and 1): the push turns around in
                                place and returns on the hand-off spring, carrying the velocity
                                it had — what the library does for a Back tap during a push.
                                HTML only: Play runs the push, the tap and the return; the plot
                                shows progress and velocity through the turn; the slider scrubs
                                the push. Not with --operation pop, --gallery or --dismissal.
          --dismissal PATH      Drag the zoom's (or the card's) screen away instead of playing the
                                transition: PATH is the finger's translations in points, one
                                every 1/60 s from where it landed, as 'x,y' separated by spaces
                                or ';' (1 to 600 points), e.g. "0,0 0,40 0,120 0,220". The
                                zoom follows the finger, the card scales in place; on release
                                the default policy decides and the screen settles on springs
                                starting at the finger's velocity — the device's numbers.
                                The sample screens are drawn: the detail dragged over the
                                grid it returns to, with dashed outlines where it goes back
                                (the source cell on a dismissal, its resting frame on a
                                restore).
                                svg: a filmstrip of the drag and the settling (--frames N,
                                     default 8). json: the states while dragging, the release
                                     (outcome, projected translation, springs' relative start
                                     velocities) and the settling at 60 fps. html: a page that
                                     replays the drag on a slider and lets you drag the screen
                                     with the mouse, showing the release decision and the
                                     settling; it evaluates the policy, the mapping and the
                                     springs from coefficients the engine writes into it.
                                Not with --operation, --rtl or --progress.
          --velocity VX,VY      With --dismissal: the finger's velocity when it lifts, points per
                                second (default 0,0).
          --shadow O,R          With --dismissal: a shadow under the dragged screen, fading in
                                with the drag to opacity O with radius R points, as the drag
                                mapping's shadow (.fadingIn(opacity: O, radius: R)); default none.
          --output PATH, -o PATH
                                Write to PATH instead of standard output; only that file is
                                written. A new file, or a regular file with one link, is
                                replaced whole or not at all (a private temporary file in the
                                same directory, then a rename), keeping an existing file's
                                owner, group and permissions. A file with several hard links
                                (or whose owner and group a new file could not keep) is
                                written in place, so every name sees the text. A symbolic
                                link is followed and its target written. A FIFO is written
                                into if a reader has it open, else refused at once; /dev/null,
                                /dev/stdout, /dev/stderr and /dev/fd/N are written into.
                                Refused, nothing made (73): a directory, a path ending in '/',
                                a missing directory, a name the file system refuses, any other
                                device, a socket, anything in /proc or /sys but this process's
                                /proc/self/fd/N, and this program's own executable.
          --help, -h            Print this help.

        EXIT STATUS
          0   success
          64  bad arguments: unknown option or transition, missing or invalid value
              (progress outside 0…1 or NaN, --back-at not strictly between 0 and 1,
              frames below 1, a --dismissal point that is not two finite numbers or more
              than 600 points, --dismissal on a transition other than zoom or card),
              conflicting options (--velocity without --dismissal),
              --gallery without --output
          65  the transition has no neutral plan for that operation
          73  the output path cannot be written to (a directory, a path ending in '/', a
              missing directory, a name too long, no permission, a device other than
              /dev/null, a file in /proc or /sys, this program's executable, a FIFO with
              no reader; for --gallery a file, an unwritable directory, one inside a
              package's sources, or an index.html that is not a regular file); nothing
              was created or changed
          74  writing failed: the --output file once open (a full disk, a reader that went
              away; an existing file was left as it was), or standard output or standard
              error (closed, a broken pipe)

        MESSAGES
          An error message quotes at most 80 characters of any argument (a longer one shows
          its first 40 and last 39 characters and its length) and writes control,
          line-separator and bidirectional formatting characters as \\u{…} escapes.

        EXAMPLES
          transitionkit-preview --list
          transitionkit-preview zoom --format html --output zoom.html
          transitionkit-preview --gallery --output gallery
          transitionkit-preview slide --operation pop --frames 5 --output slide-pop.svg
          transitionkit-preview zoomSwipedSlide --operation gesturePop --frames 5
          transitionkit-preview slide --back-at 0.4 --format html --output slide-back.html
          transitionkit-preview crossFade --progress 0.25 --format json
          transitionkit-preview zoom --dismissal "0,0 0,60 0,140 0,220" --velocity 0,900 -o drag.html

        """
}
