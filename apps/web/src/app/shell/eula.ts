/** The end-user license agreement shown from the license dialog. */
export const EULA_TEXT = `END-USER LICENSE AGREEMENT

This End-User License Agreement ("Agreement") is a legal agreement between you, either as an individual or on behalf of the organization you represent ("Licensee"), and the provider of the Operations Portal ("Licensor") for the use of the Operations Portal software, its agents, documentation and updates (the "Software").

1. GRANT OF LICENSE. Subject to the terms of this Agreement and payment of the applicable fees, Licensor grants Licensee a non-exclusive, non-transferable license to install and use the Software for Licensee's internal business operations until the license expiration date shown in the Software.

2. RESTRICTIONS. Licensee shall not (a) sell, rent, lease, sublicense or otherwise transfer the Software; (b) reverse engineer, decompile or disassemble the Software except as permitted by applicable law; (c) remove any proprietary notices; or (d) use the Software to provide services to third parties without Licensor's written consent.

3. DATA. Licensee retains all rights to the data it enters into or collects with the Software. Licensor processes such data only to provide and support the Software.

4. EXPIRATION. The license ends on the expiration date unless renewed. After expiration the Software may display notices and limit functionality. Licensee should renew before that date to avoid interruption.

5. UPDATES AND SUPPORT. Licensor may provide updates, which are governed by this Agreement unless accompanied by separate terms.

6. WARRANTY DISCLAIMER. THE SOFTWARE IS PROVIDED "AS IS" WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING WITHOUT LIMITATION THE IMPLIED WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NON-INFRINGEMENT, EXCEPT AS EXPRESSLY AGREED IN WRITING.

7. LIMITATION OF LIABILITY. TO THE MAXIMUM EXTENT PERMITTED BY LAW, LICENSOR SHALL NOT BE LIABLE FOR ANY INDIRECT, INCIDENTAL, SPECIAL OR CONSEQUENTIAL DAMAGES ARISING OUT OF THE USE OF OR INABILITY TO USE THE SOFTWARE.

8. TERMINATION. This Agreement terminates automatically if Licensee fails to comply with its terms. On termination Licensee shall stop using the Software.

9. GOVERNING LAW. This Agreement is governed by the laws of the jurisdiction in which Licensor has its principal place of business, without regard to conflict-of-laws rules.

By using the Software, Licensee agrees to be bound by this Agreement.`;
